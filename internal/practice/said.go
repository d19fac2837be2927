package practice

import (
	"gametree/internal/grade"
	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Said tells a student, in l, what they answered at a mistake and what
// the search does there, in one clause ("you wrote 5 at c; it returns
// 2"); the step's own sentence (m.Why) says why.
func Said(m grade.Mistake, l *i18n.Lang) string {
	p := []any{"Node", m.Node, "Given", said(m.Given), "Expected", said(m.Expected)}
	switch m.Field {
	case grade.FieldValue, FieldWindow:
		key := "mistake." + m.Field
		switch {
		case m.Given == nil:
			key += "_blank"
		case m.Expected == nil:
			key += "_unvisited"
		}
		return l.T(key, p...)
	case grade.FieldPruned:
		if m.Given == true {
			return l.T("mistake.pruned_marked", p...)
		}
		return l.T("mistake.pruned_missed", p...)
	case grade.FieldBest:
		if m.Given == nil {
			return l.T("mistake.best_none", p...)
		}
		return l.T("mistake.best", p...)
	case FieldPredict:
		return l.T("mistake.predict", p...)
	}
	return ""
}

// said writes an answer as the narration writes values.
func said(v any) string {
	switch v := v.(type) {
	case float64:
		return tree.TypesetValue(v)
	case string:
		return v
	}
	return ""
}
