package cli

import (
	"context"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/samples"
	"gametree/search"
)

func mustLang(t *testing.T, code string) *i18n.Lang {
	t.Helper()
	l, err := i18n.Load(code)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// mentions says whether help names the flag as an option: -o, --depth
// (and not --limit inside --limit-frames).
func mentions(help, name string) bool {
	return regexp.MustCompile(`(^|[\s|\[(])-{1,2}` + regexp.QuoteMeta(name) + `([\s=,|\])]|$)`).MatchString(help)
}

// TestCommandHelp: COMMAND -h, -help and --help print that command's own
// help on stdout and exit 0, naming every flag the command takes; so does
// gametree help COMMAND.
func TestCommandHelp(t *testing.T) {
	en := i18n.English()
	var seen *flag.FlagSet
	onParse = func(fs *flag.FlagSet) { seen = fs }
	defer func() { onParse = nil }()
	for _, c := range commands() {
		want := c.help(en)
		if !strings.HasPrefix(want, "Usage: gametree "+c.name+" ") {
			t.Errorf("%s's help starts %.40q", c.name, want)
		}
		for _, args := range [][]string{{c.name, "-h"}, {c.name, "--help"}, {c.name, "-help"}, {c.name, "aima-fig5-2", "-h"}, {"help", c.name}} {
			seen = nil
			status, out, errOut := run(t, "", args...)
			if status != ExitOK || errOut != "" || out != want {
				t.Errorf("%v: status %d, stderr %q, stdout %.80q", args, status, errOut, out)
			}
			if args[0] == "help" {
				continue
			}
			if seen == nil || seen.Name() != c.name {
				t.Fatalf("%v: no flag set of %s parsed", args, c.name)
			}
			seen.VisitAll(func(f *flag.Flag) {
				if !mentions(out, f.Name) {
					t.Errorf("%s -h does not name its flag %s", c.name, dashed(f.Name))
				}
			})
		}
	}
	for _, name := range []string{"solve", "trace", "export"} {
		if _, out, _ := run(t, "", name, "-h"); !strings.Contains(out, searchHelp(en)) || !strings.Contains(out, "9 > 9 is false") {
			t.Errorf("%s -h lacks the search options, or what --strict does to fail-hard", name)
		}
	}
	if mentions("--limit-frames N", "limit") || !mentions("  -o OUT", "o") {
		t.Error("mentions is wrong")
	}
	for _, args := range [][]string{{"-h"}, {"--help"}, {"-help"}, {"help"}, nil} {
		status, out, errOut := run(t, "", args...)
		if status != ExitOK || errOut != "" || out != programHelp(en) {
			t.Errorf("%v: status %d, stderr %q", args, status, errOut)
		}
	}
	for _, c := range commands() {
		if _, out, _ := run(t, "", "-h"); !strings.Contains(out, "\n  "+c.name+" ") {
			t.Errorf("gametree -h does not list %s", c.name)
		}
	}
}

// TestHelpNamesSourcesAsABook: the help of every language names an
// algorithm's source as a textbook would, never by a seed number, and has
// every message it uses.
func TestHelpNamesSourcesAsABook(t *testing.T) {
	seed := regexp.MustCompile(`(?i)seeds? \d{3}|\d{3}/\d{3}`)
	for _, code := range i18n.Codes() {
		l := mustLang(t, code)
		texts := []string{programHelp(l)}
		for _, c := range commands() {
			texts = append(texts, c.help(l))
		}
		for _, text := range texts {
			if m := seed.FindString(text); m != "" {
				t.Errorf("%s: the help says %q", code, m)
			}
			if strings.Contains(text, "[cli.") {
				t.Errorf("%s: a help message is missing: %.200s", code, text)
			}
		}
	}
}

// TestLanguage: --lang, before the command or among its options, decides
// the language of the help, the errors (a parse error keeps its line and
// column), the narration, solve's summary and the notices on stderr.
func TestLanguage(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte("{\"version\": 1,\n  \"tree\": [1, ]}"), 0o644)
	_, parseErr := readTreeFile(broken)
	if parseErr == nil {
		t.Fatal("the broken file reads")
	}
	walk, _ := samples.Load("alphabeta-walkthrough")
	tr, err := search.Run(context.Background(), walk, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	english := narrate.English().Step(tr, 24)
	for _, code := range []string{"ro", "it"} {
		l := mustLang(t, code)
		for _, args := range [][]string{{"--lang", code, "export", "-h"}, {"export", "-h", "--lang=" + code}, {"export", "-lang", code, "--help"}} {
			if status, out, _ := run(t, "", args...); status != ExitOK || out != helpExport(l) {
				t.Errorf("%v: status %d, not export's help in %s:\n%.200s", args, status, code, out)
			}
		}
		for _, args := range [][]string{{"--lang", code, "-h"}, {"--lang", code}, {"--lang=" + code, "help"}} {
			if _, out, _ := run(t, "", args...); out != programHelp(l) {
				t.Errorf("%v: not the program's help in %s", args, code)
			}
		}
		if _, out, _ := run(t, "", "help", "--lang", code, "generate"); out != helpGenerate(l) {
			t.Errorf("help --lang %s generate: not generate's help in %s", code, code)
		}

		status, out, errOut := run(t, "", "solve", "--lang", code, broken)
		at := l.T("parse.at", "Line", 2, "Col", 15, "Problem", "")
		if status != ExitUsage || out != "" || errOut != "gametree: "+l.Error(parseErr)+"\n" || !strings.Contains(errOut, at) || !strings.Contains(at, "2") {
			t.Errorf("parse error in %s: %d %q, want line and column as %q", code, status, errOut, at)
		}
		status, _, errOut = run(t, "", "--lang", code, "solve", "--bogus", "aima-fig5-2")
		want := l.T("cli.err.command", "Command", "solve", "Err", i18n.New("cli.err.flag_unknown", "Flag", "--bogus", "Command", "solve"))
		if status != ExitUsage || errOut != "gametree: "+want+"\n" {
			t.Errorf("unknown flag in %s: %d %q, want %q", code, status, errOut, want)
		}

		status, out, _ = run(t, "", "trace", "--lang", code, "alphabeta-walkthrough")
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		n := narrate.For(l)
		if status != ExitOK || len(lines) != tr.Len() {
			t.Fatalf("trace --lang %s: status %d, %d lines", code, status, len(lines))
		}
		for k, line := range lines {
			if want := strconv.Itoa(k); !strings.HasSuffix(line, "  "+n.Step(tr, k)) || strings.TrimSpace(line[:len(want)+1]) != want {
				t.Errorf("trace --lang %s, step %d: %q, want %q", code, k, line, n.Step(tr, k))
			}
		}
		if strings.Contains(out, english) {
			t.Errorf("trace --lang %s speaks English: %q", code, english)
		}

		_, out, _ = run(t, "", "--lang", code, "solve", "alphabeta-walkthrough")
		for _, want := range []string{
			l.T("cli.solve.title_named", "Algorithm", l.T("algo_alphabeta"), "Tree", "alphabeta-walkthrough", "Title", samples.Title(l, "alphabeta-walkthrough")),
			l.T("cli.solve.value", "Value", "3"),
			l.T("cli.solve.pruned", "Subtrees", l.N("count.subtrees", 5), "Nodes", l.N("count.nodes", 13), "Leaves", l.N("count.leaves", 9)),
		} {
			if !strings.Contains(out, want+"\n") {
				t.Errorf("solve --lang %s lacks %q:\n%s", code, want, out)
			}
		}
		_, _, errOut = run(t, "", "generate", "--game", "nim", "--heaps", "1,2,3", "--lang", code)
		if want := "gametree: " + l.N("cli.generate.generating", 447) + "\n"; errOut != want {
			t.Errorf("generate --lang %s: %q, want %q", code, errOut, want)
		}
	}
}

// TestUnknownLanguage: a language there is not is refused wherever
// --lang stands, naming the languages there are.
func TestUnknownLanguage(t *testing.T) {
	for _, args := range [][]string{{"--lang", "xx"}, {"--lang=fr", "-h"}, {"solve", "-lang", "de", "aima-fig5-2"}, {"export", "-h", "--lang", "EN"}, {"samples", "--lang="}} {
		status, out, errOut := run(t, "", args...)
		if status != ExitUsage || out != "" || !strings.HasPrefix(errOut, "gametree: there is no language ") || !strings.HasSuffix(errOut, "--lang takes en, it, ro\n") {
			t.Errorf("%v: %d %q %q", args, status, out, errOut)
		}
	}
	if status, _, errOut := run(t, "", "trace", "aima-fig5-2", "--lang"); status != ExitUsage || errOut != "gametree: trace: --lang needs a value\n" {
		t.Errorf("--lang without a value: %d %q", status, errOut)
	}
	// After "--" every argument is a tree, even one called --lang.
	if status, _, errOut := run(t, "", "solve", "--", "--lang"); status != ExitUsage || !strings.Contains(errOut, `no file or sample named "--lang"`) {
		t.Errorf("solve -- --lang: %d %q", status, errOut)
	}
}

// TestFlagMistakes: the flag package's own English never reaches the user;
// each mistake is one line naming the flag.
func TestFlagMistakes(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"solve", "-x", "aima-fig5-2"}, "solve: unknown option -x (see gametree solve -h)"},
		{[]string{"export", "aima-fig5-2", "--step"}, "export: --step needs a value"},
		{[]string{"trace", "---coarse", "aima-fig5-2"}, `trace: "---coarse" is not an option`},
		{[]string{"solve", "--json=perhaps", "aima-fig5-2"}, `solve: --json takes true or false, not "perhaps"`},
		{[]string{"export", "--dpi", "high", "aima-fig5-2"}, `export: --dpi takes a number, not "high"`},
		{[]string{"export", "--delay", "5", "aima-fig5-2"}, `export: --delay takes a time such as 500ms, 2s or 1m, not "5"`},
		{[]string{"generate", "--seed", "-1"}, `generate: --seed takes a whole number, not "-1"`},
		{[]string{"solve", "--limit", "1e99", "aima-fig5-2"}, `solve: --limit takes a whole number, not "1e99"`},
		{[]string{"solve", "--depth", "99999999999999999999", "aima-fig5-2"}, `solve: the value "99999999999999999999" of --depth is out of range`},
		{[]string{"solve", "--algo", "bogo", "aima-fig5-2"}, `solve: --algo: unknown algorithm "bogo" (expected alphabeta, alphabeta-failhard, alphabeta-negamax, bratko, slides-stage1, slides-stage2, minimax, negamax, pvs, mtdf, iterative, expectimax, star1, mcts)`},
		{[]string{"samples", "--json"}, "samples: unknown option --json"},
		{[]string{"help", "nope"}, `unknown command "nope"`},
	} {
		status, out, errOut := run(t, "", c.args...)
		if status != ExitUsage || out != "" || !strings.HasPrefix(errOut, "gametree: "+c.says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: %d, %q, want %q", c.args, status, errOut, c.says)
		}
		for _, english := range []string{"flag provided", "flag needs", "bad flag syntax", "invalid value", "invalid boolean", "parse error"} {
			if strings.Contains(errOut, english) {
				t.Errorf("%v: the flag package speaks: %q", c.args, errOut)
			}
		}
	}
}

// TestEveryCLIMessageExists: every catalogue id the package's code names
// ("cli.…" literals, and the algorithms' names) is in the English
// catalogue, so that no language shows "[cli.…]".
func TestEveryCLIMessageExists(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	ids := map[string]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, _ := strconv.Unquote(lit.Value); strings.HasPrefix(s, "cli.") && !strings.ContainsAny(s, " \n") {
					ids[s] = fset.Position(lit.Pos()).String()
				}
			}
			return true
		})
	}
	if len(ids) < 60 {
		t.Fatalf("found only %d ids: the scan is broken", len(ids))
	}
	for _, a := range search.Algorithms {
		ids["algo_"+a.String()] = "writeSummary"
	}
	en := i18n.English()
	for id, where := range ids {
		if !en.Has(id) {
			t.Errorf("%s: %q is not in the catalogue", where, id)
		}
	}
}
