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
	p := []any{"Node", m.Node, "Given", said(l, m.Given, m.Field), "Expected", said(l, m.Expected, m.Field)}
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

// said writes an answer in l as the narration writes values: a number,
// or a window written by FormatWindow, with the language's decimal
// separator ("(0,5; 3)"); a node's name or a prediction as it is.
func said(l *i18n.Lang, v any, field string) string {
	switch v := v.(type) {
	case float64:
		return l.Decimal(tree.TypesetValue(v))
	case string:
		if field == FieldWindow {
			return i18n.WithDecimalWindow(v, l.DecimalSeparator())
		}
		return v
	}
	return ""
}
