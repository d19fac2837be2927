package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"strings"

	"gametree/internal/code"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/tree"
	"gametree/search"
)

func runTrace(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	coarse, asJSON, ascii, form := false, false, false, ""
	target, err := sf.parseWith("trace", args, func(fs *flag.FlagSet) {
		fs.BoolVar(&coarse, "coarse", false, "")
		fs.BoolVar(&ascii, "ascii", false, "")
		fs.BoolVar(&asJSON, "json", false, "")
		fs.StringVar(&form, "code", "", "")
		samplingFlags(fs, &sf.opt)
	})
	if err != nil {
		return err
	}
	if ascii {
		l = l.ASCII()
	}
	f, err := listingFor("trace", l, sf.opt, form)
	if err != nil {
		return err
	}
	if err := stdoutNotInput(env, "trace", inputFile(env, target)); err != nil {
		return err
	}
	tr, _, err := solveTree(env, l, target, sf.opt, sf.limit)
	if err != nil {
		return err
	}
	steps := make([]int, 0, tr.Len())
	if coarse {
		for _, k := range tr.Coarse() {
			steps = append(steps, int(k))
		}
	} else {
		for k := range tr.Len() {
			steps = append(steps, k)
		}
	}
	w := bufio.NewWriter(env.Stdout)
	if asJSON {
		if err := traceJSON(w, tr, f, steps); err != nil {
			return err
		}
		return flush(w)
	}
	n := narrate.For(l)
	width := len(fmt.Sprint(tr.Last()))
	for _, k := range steps {
		lines := ""
		if f != nil {
			lines = fmt.Sprint(f.Lit(tr, k)) + "  " // [23 24]: the listing's lines, as `gametree code` numbers them
		}
		fmt.Fprintf(w, "%*d  %s%s\n", width, k, lines, clean(n.Step(tr, k)))
	}
	return flush(w)
}

// jsonStep is a step of `trace --json`, for autograders: what happened,
// at which node, and the node's state after it; with --code, the lines
// of the listing it executes and the call's variables.
type jsonStep struct {
	N      int               `json:"n"`
	Kind   string            `json:"kind"`
	Node   string            `json:"node"`
	Child  string            `json:"child,omitempty"`
	Value  *Number           `json:"value,omitempty"`
	Alpha  *Number           `json:"alpha,omitempty"`
	Beta   *Number           `json:"beta,omitempty"`
	V      *Number           `json:"v,omitempty"`
	Chosen string            `json:"chosen,omitempty"`
	Yes    bool              `json:"yes,omitempty"`
	Line   int               `json:"line,omitempty"`
	Lines  []int             `json:"lines,omitempty"`
	Vars   map[string]string `json:"vars,omitempty"`
}

// num is v for JSON, nil when it is not known (NaN).
func num(v float64) *Number {
	if math.IsNaN(v) {
		return nil
	}
	n := Number(v)
	return &n
}

// listingFor returns the listing form names for a search with options
// opt (nil when form is empty; "default": the search's own, code.For), refusing for command cmd a form
// that does not exist or lists another algorithm.
func listingFor(cmd string, l *i18n.Lang, opt search.Options, form string) (*code.Form, error) {
	if form == "" {
		return nil, nil
	}
	a := opt.Algorithm
	f, err := code.Lookup(opt, form, l)
	switch {
	case errors.Is(err, code.ErrNoForm) && form == "default":
		return nil, refuse(cmd, i18n.New("cli.err.code_none", "Algorithm", l.T("algo_"+a.String()), "Forms", strings.Join(code.IDs(), ", ")))
	case err != nil:
		return nil, refuse(cmd, i18n.New("cli.err.code_form", "Form", form, "Forms", strings.Join(code.IDs(), ", ")))
	case f.Algorithm != a:
		return nil, refuse(cmd, i18n.New("cli.err.code_other", "Form", f.ID, "Algo", f.Algorithm.String()))
	case f.Table(opt.TT) && !opt.TT:
		return nil, refuse(cmd, i18n.New("cli.err.code_needs_tt", "Form", f.ID))
	case !f.Table(opt.TT) && opt.TT:
		return nil, refuse(cmd, i18n.New("cli.err.code_no_tt", "Form", f.ID))
	}
	return f, nil
}

// traceJSON writes {"algorithm", "listing" (with a form), "steps"}, one
// step per line.
func traceJSON(w *bufio.Writer, tr *search.Trace, f *code.Form, steps []int) error {
	name := func(id tree.NodeID) string {
		if id == tree.None || int(id) >= tr.Tree.Len() {
			return ""
		}
		return tr.Tree.Name(id)
	}
	head := map[string]any{"algorithm": tr.Options.Algorithm.String()}
	if f != nil {
		head["form"] = f.ID
		head["listing"] = f.Listing(tr.Options, i18n.English())
	}
	// As written, not escaped for HTML: "alpha >= beta", not "\u003e=".
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	marshal := func(v any) ([]byte, error) {
		buf.Reset()
		err := enc.Encode(v)
		return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), err
	}
	b, err := marshal(head)
	if err != nil {
		return err
	}
	w.Write(b[:len(b)-1])
	w.WriteString(`,"steps":[`)
	for i, k := range steps {
		s := tr.StepAt(k)
		js := jsonStep{N: k, Kind: s.Kind.String(), Node: name(s.Node), Child: name(s.Child), Alpha: num(s.Alpha), Beta: num(s.Beta),
			V: num(s.V), Chosen: name(s.Chosen), Yes: s.Yes}
		if s.Kind == search.Leaf || s.Kind == search.CompareV || s.Kind == search.CompareBound || s.Kind == search.Expect ||
			s.Kind == search.CutoffTest && !math.IsNaN(s.Value) { // the value tested, where the test is on one (Bratko's, the slides')
			js.Value = num(s.Value)
		}
		if f != nil {
			switch lit := f.Lit(tr, k); len(lit) {
			case 0:
			case 1:
				js.Line = lit[0]
			default:
				js.Lines = lit
			}
			js.Vars = map[string]string{}
			for _, v := range f.Vars(tr, k, i18n.English()) {
				js.Vars[v.Name] = v.Value
			}
		}
		b, err := marshal(js)
		if err != nil {
			return err
		}
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteString("\n")
		w.Write(b)
	}
	w.WriteString("\n]}\n")
	return nil
}
