package session

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

// Errors of edits that do not fit the node they act on, and of an edit
// with no tree; they say themselves in any language (i18n.Lang.Error).
var (
	ErrRootSibling error = i18n.New("session.root_sibling")
	ErrRootDelete  error = i18n.New("session.root_delete")
	ErrRootMove    error = i18n.New("session.root_move")
	ErrNoTree      error = i18n.New("session.no_tree")
)

// Edit applies one edit: the edited tree becomes the document, the search
// runs again from step 0, and the node at the path select returns (on the
// edited tree) becomes the selection; a nil select keeps the selected
// node's path.
func (s *Session) Edit(e tree.Edit, selectAfter func(t *tree.Tree) tree.Path) (Request, error) {
	return s.editNamed(e, i18n.New(e.Name()), selectAfter)
}

// editNamed is Edit with the edit's name for the Undo and Redo menu items
// (a message with its parameters: "Edit b1").
func (s *Session) editNamed(e tree.Edit, name *i18n.Error, selectAfter func(t *tree.Tree) tree.Path) (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, ErrNoTree
	}
	keep := s.SelectedPath()
	next, err := s.History.do(s.doc.Tree, e, name)
	if err != nil {
		return Request{}, err
	}
	if selectAfter != nil {
		keep = selectAfter(next)
	}
	return s.edited(next, keep), nil
}

// edited puts an edited tree in place, selecting the node at sel, or,
// when the edit took it away (Undo of Add Child), the nearest node above
// it; the document is unsaved unless undo or redo brought it back to
// where it was saved.
func (s *Session) edited(t *tree.Tree, sel tree.Path) Request {
	s.doc.Tree = t
	s.doc.Dirty = s.History.dirty()
	s.selected = tree.None
	for sel != nil {
		if id, err := t.At(sel); err == nil {
			s.selected = id
			break
		}
		if len(sel) == 0 {
			break
		}
		sel = sel[:len(sel)-1]
	}
	if !slices.Contains(s.DepthLimits(), s.opt.Depth) {
		s.opt.Depth = 0
	}
	return s.request(true, false, false, nil)
}

// Undo takes the last edit back.
func (s *Session) Undo() (Request, error) { return s.travel(true) }

// Redo applies the last undone edit again.
func (s *Session) Redo() (Request, error) { return s.travel(false) }

// travel undoes the last edit, or redoes the last undone one (!undo).
func (s *Session) travel(undo bool) (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, ErrNoTree
	}
	keep := s.SelectedPath()
	t, err := s.History.move(s.doc.Tree, undo)
	if err != nil {
		return Request{}, err
	}
	return s.edited(t, keep), nil
}

func child(p tree.Path, i int) tree.Path { return append(slices.Clone(p), i) }

// NewChild is what AddChild would add under the target: its path and the
// fields it would start with (its own name, and 0 or, under a leaf, the
// leaf's value), for the dialog that asks for them first.
func (s *Session) NewChild() (tree.Path, NodeFields, error) {
	at := s.Target()
	return s.dryRun(&tree.AddChild{At: at}, func(t *tree.Tree) tree.Path {
		id, _ := t.At(at)
		return child(at, len(t.Nodes[id].Children)-1)
	})
}

// NewSibling is what AddSibling would add after the target.
func (s *Session) NewSibling() (tree.Path, NodeFields, error) {
	at := s.Target()
	if len(at) == 0 {
		return nil, NodeFields{}, ErrRootSibling
	}
	return s.dryRun(&tree.AddSibling{At: at}, func(*tree.Tree) tree.Path { return next(at) })
}

func next(p tree.Path) tree.Path {
	q := slices.Clone(p)
	q[len(q)-1]++
	return q
}

// dryRun applies e to a copy of the document and returns the path and
// fields of the leaf it added.
func (s *Session) dryRun(e tree.Edit, added func(*tree.Tree) tree.Path) (tree.Path, NodeFields, error) {
	if s.doc.Tree == nil {
		return nil, NodeFields{}, ErrNoTree
	}
	t := s.doc.Tree.Clone()
	if err := e.Apply(t); err != nil {
		return nil, NodeFields{}, err
	}
	p := added(t)
	f, _ := fieldsOf(t, p, s.Lang().DecimalSeparator())
	return p, f, nil
}

// AddChild adds a leaf with the fields f under the target, in one
// undoable step; the target stays selected, so that the next AddChild adds
// its sibling.
func (s *Session) AddChild(f NodeFields) (Request, error) {
	at := s.Target()
	p, _, err := s.NewChild()
	if err != nil {
		return Request{}, err
	}
	return s.addWith(&tree.AddChild{At: at}, p, f, at)
}

// AddSibling adds a leaf with the fields f after the target and selects
// it, so that the next AddSibling adds the one after.
func (s *Session) AddSibling(f NodeFields) (Request, error) {
	at := s.Target()
	p, _, err := s.NewSibling()
	if err != nil {
		return Request{}, err
	}
	return s.addWith(&tree.AddSibling{At: at}, p, f, p)
}

// addWith applies e, which adds the leaf at added, and gives the leaf the
// fields f, all as one edit named as e is; sel is selected afterwards.
func (s *Session) addWith(e tree.Edit, added tree.Path, f NodeFields, sel tree.Path) (Request, error) {
	t := s.doc.Tree.Clone()
	if err := e.Apply(t); err != nil {
		return Request{}, err
	}
	edits, err := fieldEdits(t, added, f, s.Lang().DecimalSeparator())
	if err != nil {
		return Request{}, err
	}
	return s.Edit(&tree.Batch{Label: e.Name(), Edits: append([]tree.Edit{e}, edits...)}, func(*tree.Tree) tree.Path { return sel })
}

// Delete deletes the target's subtree and selects its parent.
func (s *Session) Delete() (Request, error) {
	at := s.Target()
	if len(at) == 0 {
		return Request{}, ErrRootDelete
	}
	return s.Edit(&tree.Delete{At: at}, func(*tree.Tree) tree.Path { return at[:len(at)-1] })
}

// MoveChild moves the target by places among its siblings; it stays
// selected.
func (s *Session) MoveChild(by int) (Request, error) {
	at := s.Target()
	if len(at) == 0 {
		return Request{}, ErrRootMove
	}
	return s.Edit(&tree.MoveChild{At: at, By: by}, func(*tree.Tree) tree.Path {
		p := slices.Clone(at)
		p[len(p)-1] += by
		return p
	})
}

// SetKind sets who moves at the target.
func (s *Session) SetKind(k tree.Kind) (Request, error) {
	return s.Edit(&tree.SetKind{At: s.Target(), Kind: k}, nil)
}

// FlipRoot flips the root between MAX and MIN.
func (s *Session) FlipRoot() (Request, error) {
	if s.doc.Tree == nil {
		return Request{}, ErrNoTree
	}
	return s.Edit(&tree.SetRootKind{Kind: s.doc.Tree.Kinds(tree.Auto)[tree.Root].Opposite()}, nil)
}

// Order orders children best-first (or worst-first) by their minimax
// values: in the selected subtree, or the whole tree with nothing selected.
func (s *Session) Order(best bool) (Request, error) {
	at := s.SelectedPath()
	if at == nil {
		at = tree.Path{}
	}
	return s.Edit(&tree.Order{At: at, BestFirst: best}, nil)
}

// Relabel names every node automatically again.
func (s *Session) Relabel() (Request, error) { return s.Edit(&tree.Relabel{}, nil) }

// NodeFields are the fields of the node dialog, as typed.
type NodeFields struct {
	Label string
	// Value is a leaf's value or an inner node's estimate ("" for none),
	// written with the session language's decimal separator ("0,5" in
	// Romanian and Italian); a decimal point is read too.
	Value string
	Kind  tree.Kind
	Move  string
	// Chances are the probabilities of a chance node's children, in
	// order, separated by commas or spaces ("1/2, 1/4, 1/4"), or by
	// semicolons where the language writes a decimal comma ("0,5; 0,25;
	// 0,25"); "" for equal chances.
	Chances string
}

// Fields returns what the node dialog starts with for the node at p, its
// numbers in the session's language.
func (s *Session) Fields(p tree.Path) (NodeFields, bool) {
	if s.doc.Tree == nil {
		return NodeFields{}, false
	}
	return fieldsOf(s.doc.Tree, p, s.Lang().DecimalSeparator())
}

// fieldsOf returns the fields of the node at p, its numbers written with
// the decimal separator dec.
func fieldsOf(t *tree.Tree, p tree.Path, dec string) (NodeFields, bool) {
	id, err := t.At(p)
	if err != nil {
		return NodeFields{}, false
	}
	n := t.Nodes[id]
	f := NodeFields{Label: n.Label, Kind: n.Kind, Move: n.Move}
	if kids := n.Children; n.Kind == tree.Chance && len(kids) > 0 && t.Nodes[kids[0]].HasProbability {
		chances := make([]string, len(kids))
		for i, c := range kids {
			chances[i] = i18n.WithDecimal(chanceText(t.Nodes[c].Probability), dec)
		}
		sep := ", "
		if dec == "," {
			sep = "; " // "0,5; 0,25; 0,25", which ParseChances reads
		}
		f.Chances = strings.Join(chances, sep)
	}
	switch {
	case n.IsLeaf():
		f.Value = i18n.WithDecimal(tree.FormatValue(n.Value), dec)
	case n.HasEstimate:
		f.Value = i18n.WithDecimal(tree.FormatValue(n.Estimate), dec)
	}
	return f, true
}

// EditNode changes the name, value or estimate, kind and move of the node
// at p in one undoable step. Nothing changes (and no request is made) when
// the fields are as they were.
func (s *Session) EditNode(p tree.Path, f NodeFields) (Request, bool, error) {
	if s.doc.Tree == nil {
		return Request{}, false, ErrNoTree
	}
	edits, err := fieldEdits(s.doc.Tree, p, f, s.Lang().DecimalSeparator())
	if err != nil || len(edits) == 0 {
		return Request{}, false, err
	}
	id, _ := s.doc.Tree.At(p)
	r, err := s.editNamed(&tree.Batch{Label: "session.edit_node", Edits: edits},
		i18n.New("session.edit_node", "Node", s.doc.Tree.Name(id)), nil)
	return r, err == nil, err
}

// fieldEdits are the edits that give the node at p in t the fields f,
// whose numbers were shown with the decimal separator dec. A number typed
// differently but equal to the old one ("0.5" for "0,5") changes nothing.
func fieldEdits(t *tree.Tree, p tree.Path, f NodeFields, dec string) ([]tree.Edit, error) {
	old, ok := fieldsOf(t, p, dec)
	if !ok {
		return nil, i18n.Wrap(tree.ErrNoNode, "session.no_node_at", "Path", p.String())
	}
	id, _ := t.At(p)
	n := t.Nodes[id]
	var edits []tree.Edit
	if label := strings.TrimSpace(f.Label); label != old.Label {
		if err := CheckText(label, "name"); err != nil {
			return nil, err
		}
		if label != "" && named(t, label, id) {
			return nil, i18n.New("session.name_taken", "Name", label)
		}
		edits = append(edits, &tree.SetLabel{At: p, Label: label})
	}
	text := strings.TrimSpace(f.Value)
	switch {
	case text == old.Value:
	case n.IsLeaf():
		v, err := ParseNumber(text)
		if err != nil {
			return nil, i18n.Wrap(err, "session.value_of", "Node", n.Label)
		}
		if v != n.Value {
			edits = append(edits, &tree.SetValue{At: p, Value: v})
		}
	case text == "":
		edits = append(edits, &tree.SetEstimate{At: p, Clear: true})
	default:
		v, err := ParseNumber(text)
		if err != nil {
			return nil, i18n.Wrap(err, "session.estimate_of", "Node", n.Label)
		}
		if !n.HasEstimate || v != n.Estimate {
			edits = append(edits, &tree.SetEstimate{At: p, Estimate: v})
		}
	}
	if f.Kind != old.Kind {
		edits = append(edits, &tree.SetKind{At: p, Kind: f.Kind})
	}
	if f.Move != old.Move {
		if err := CheckText(f.Move, "move"); err != nil {
			return nil, err
		}
		edits = append(edits, &tree.SetMove{At: p, Move: f.Move})
	}
	if text := strings.TrimSpace(f.Chances); f.Kind == tree.Chance && !n.IsLeaf() && text != old.Chances {
		chances, err := ParseChances(text, len(n.Children))
		if err != nil {
			return nil, i18n.Wrap(err, "session.chances_of", "Node", n.Label)
		}
		if !sameChances(t, id, chances) {
			edits = append(edits, &tree.SetChances{At: p, Chances: chances})
		}
	}
	return edits, nil
}

// sameChances tells whether the children of node id in t already have
// exactly the probabilities chances.
func sameChances(t *tree.Tree, id tree.NodeID, chances []float64) bool {
	kids := t.Nodes[id].Children
	if len(chances) != len(kids) {
		return false
	}
	for i, c := range kids {
		if k := &t.Nodes[c]; !k.HasProbability || k.Probability != chances[i] {
			return false
		}
	}
	return true
}

// chanceText writes a probability so that ParseChances reads it back
// exactly: a fraction where that is what it is (1/3), else the number.
func chanceText(p float64) string {
	if s := tree.FormatProbability(p); strings.Contains(s, "/") {
		if a, b, ok := strings.Cut(s, "/"); ok {
			x, _ := strconv.ParseFloat(a, 64)
			y, _ := strconv.ParseFloat(b, 64)
			if x/y == p {
				return s
			}
		}
	}
	return tree.FormatValue(p)
}

// ParseChances reads the probabilities of n children: numbers or
// fractions (1/6) separated by semicolons, or else by commas or spaces
// (with semicolons a number may have a decimal comma: "0,5; 0,5"); "" is
// nil, equal chances. Whether they add up to 1 is the tree's to check.
func ParseChances(text string, n int) ([]float64, error) {
	sep := func(r rune) bool { return r == ',' || unicode.IsSpace(r) }
	if strings.Contains(text, ";") {
		sep = func(r rune) bool { return r == ';' || unicode.IsSpace(r) }
	}
	fields := strings.FieldsFunc(text, sep)
	if len(fields) == 0 {
		return nil, nil
	}
	if len(fields) != n {
		return nil, i18n.New("session.chances_count", "Given", len(fields), "Children", n)
	}
	out, sum := make([]float64, n), 0.0
	for i, f := range fields {
		num, den, frac := strings.Cut(f, "/")
		v, err := ParseNumber(num)
		if err == nil && frac {
			var d float64
			if d, err = ParseNumber(den); err == nil && d != 0 {
				v /= d
			} else if err == nil {
				err = i18n.New("session.not_a_number", "Text", strconv.Quote(f))
			}
		}
		if err != nil || v < 0 || v > 1 {
			return nil, i18n.New("session.bad_chance", "Text", strconv.Quote(f))
		}
		out[i] = v
		sum += v
	}
	if math.Abs(sum-1) > tree.ProbabilityTolerance {
		return nil, i18n.New("session.chances_sum", "Sum", i18n.Number(tree.RoundedValue(sum)))
	}
	return out, nil
}

// CheckText refuses a name or move with a control character (a line
// break, a terminal escape), a character that reorders the text around it
// (tree.Reorders), or over 200 characters, as the readers do.
// what is "name" or "move", which the error names.
func CheckText(s, what string) error {
	if i := tree.FirstUnprintable(s, false); i >= 0 {
		c := tree.RuneName([]rune(s[i:])[0])
		if what == "move" {
			return i18n.New("session.move_control", "Char", c)
		}
		return i18n.New("session.name_control", "Char", c)
	}
	if n := utf8.RuneCountInString(s); n > tree.MaxText {
		if what == "move" {
			return i18n.New("session.move_too_long", "Count", n, "Max", tree.MaxText)
		}
		return i18n.New("session.name_too_long", "Count", n, "Max", tree.MaxText)
	}
	return nil
}

// CheckName says what is wrong with the name typed for a node that was
// called was (or is about to be added as was): CheckText's problems, or
// another node of the document with that name, since the narration, the
// grader and the trace name nodes by it.
func (s *Session) CheckName(name, was string) error {
	if err := CheckText(name, "name"); err != nil {
		return err
	}
	name = strings.TrimSpace(name)
	if name == "" || name == was || s.doc.Tree == nil {
		return nil
	}
	if named(s.doc.Tree, name, tree.None) {
		return i18n.New("session.name_taken", "Name", name)
	}
	return nil
}

// named tells whether a node of t other than but is labelled name.
func named(t *tree.Tree, name string, but tree.NodeID) bool {
	for id := range t.Nodes {
		if tree.NodeID(id) != but && t.Nodes[id].Label == name {
			return true
		}
	}
	return false
}

// CheckValue says what is wrong with the value typed for a leaf, or the
// estimate typed for an inner node (which may be left empty).
func CheckValue(s string, estimate bool) error {
	if s = strings.TrimSpace(s); estimate && s == "" {
		return nil
	}
	_, err := ParseNumber(s)
	return err
}

// ParseCount reads a whole number a person typed, with or without its
// thousands parted as any of the languages part them: "10,000",
// "10.000", "10 000".
func ParseCount(s string) (int, error) {
	return strconv.Atoi(strings.NewReplacer(",", "", ".", "", " ", "", "\u00a0", "").Replace(strings.TrimSpace(s)))
}

// ParseNumber reads a value as the tree formats do (NaN and infinities
// refused), and with a decimal comma too, as Romanian and Italian write
// it: 3,5; and with the minus sign the window writes (−3) as well as the
// hyphen.
func ParseNumber(s string) (float64, error) {
	text := i18n.ReadDecimal(strings.ReplaceAll(s, "−", "-"))
	if text == "" {
		return 0, i18n.New("session.empty_number")
	}
	t, err := tree.ReadBracket([]byte(text))
	if err != nil || !t.Nodes[tree.Root].IsLeaf() {
		if v, err := strconv.ParseFloat(text, 64); errors.Is(err, strconv.ErrRange) && math.IsInf(v, 0) {
			return 0, i18n.New("session.number_too_large", "Text", strconv.Quote(s))
		}
		return 0, i18n.New("session.not_a_number", "Text", strconv.Quote(s))
	}
	return t.Nodes[tree.Root].Value, nil
}
