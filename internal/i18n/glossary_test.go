package i18n

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The glossary: for each concept, the one term a language uses for it,
// and the variants a translation must not use. TestGlossary reads every
// value of every catalogue (every plural form) and fails on a wrong
// variant, naming the message and the rule; TestFormOfAddress does the
// same for the form of address. A translator adding or rewording a
// message reads these tables first.
//
// Matching: a wrong variant is a regular expression (RE2), matched
// case-insensitively as whole words (letters, digits and '_' make a
// word); an exception is a regular expression, matched case-sensitively
// as whole words, whose text is taken out before the wrong variants are
// looked for ("in caso di" for Italian's chance node).
type term struct {
	lang    string   // the catalogue, or "" for every one
	concept string   // what the term names, in English
	use     string   // the term the language uses; it appears in the catalogue
	rule    string   // the rule, for the translator
	wrong   []string // the variants that must not appear
	except  []string // phrases in which a wrong variant is right
	keys    []string // messages the rule does not apply to
}

var glossary = []term{
	// Every language.
	{lang: "", concept: "Star1's bounds on the leaf values", use: "LO..HI",
		rule:  "the lowest and the highest value a leaf can have are named so in words, or LO..HI as the command line writes them; never MIN..MAX, which reads as the players MIN and MAX",
		wrong: []string{`min\.\.max`}},

	// Romanian.
	{lang: "ro", concept: "prune, pruned", use: "retezat",
		rule:  "a reteza: «retezăm e2», «subarborii retezați», «retezare»; never a form of «a tăia» (a branch crossed out on paper is «barat»; «Taie» is only the clipboard's Cut)",
		wrong: []string{`taie`, `tăiem`, `tăiați`, `tăiat[ăei]?`, `tăia`},
		keys:  []string{"Cut"}},
	{lang: "ro", concept: "cutoff", use: "tăietură",
		rule:  "«tăietură», plural «tăieturi»: the moment α ≥ β; not «tăiere»",
		wrong: []string{`tăier(e|ea|i|ii|ile|ilor)`}},
	{lang: "ro", concept: "return (of a call)", use: "returnează",
		rule:  "a call «returnează» its value; the step back from a call is a «revenire» (the narration's «Ieșire din apelul N», «apeluri și reveniri», «la revenire»); never «a întoarce»",
		wrong: []string{`întoar\p{L}*`, `întors\p{L}*`}},
	{lang: "ro", concept: "table (transposition table)", use: "tabel",
		rule:  "«tabel», neuter, with its agreement: «un tabel», «tabelul de transpoziții păstrează», «găsite în tabel»; not «tabelă»",
		wrong: []string{`tabel(ă|a|ei)`}},
	{lang: "ro", concept: "search space", use: "spațiul de căutare",
		rule:  "«spațiul de căutare», as Romanian AI courses say; not «spațiul căutării»",
		wrong: []string{`spațiu(l|lui)? căutării`}},
	{lang: "ro", concept: "fail high", use: "depășit fereastra în sus",
		rule:  "a null-window search that fails high «depășește fereastra în sus»; not the calques «eșuează în sus», «eșec superior»",
		wrong: []string{`eșu\p{L}* în sus`, `eșec\p{L}* (în sus|superior)`}},
	{lang: "ro", concept: "seed (of a random tree)", use: "sămânța",
		rule:  "the seed before its number takes the article, «sămânța 42»; «Sămânță» alone is a field's label",
		wrong: []string{`sămânță (\{\{\.P\}\}|\d+)`}},
	{lang: "ro", concept: "principal variation", use: "varianta principală",
		rule:  "«varianta principală» (PVS: «căutarea variantei principale»); not «variația principală»",
		wrong: []string{`variați\p{L}* principal\p{L}*`}},
	{lang: "ro", concept: "chance node", use: "nod de șansă",
		rule:  "«nod de șansă» (its label on a node: «ȘANSĂ»); a random tree is «aleator», a node is not",
		wrong: []string{`nod\p{L}* aleat\p{L}*`, `nod\p{L}* de (noroc|hazard)`}},
	{lang: "ro", concept: "decimal separator", use: "0,5",
		rule:  "a number a person reads has a decimal comma: 0,5 × 6 = 3 (figure and section numbers, and thousands 65.535, keep their dots)",
		wrong: []string{`\d+\.\d+`}, except: []string{`(figura|secțiunea) \d+(\.\d+)+`, `\d{1,3}(\.\d{3})+`}},

	// Italian.
	{lang: "it", concept: "alpha", use: "alfa",
		rule:   "«alfa» in prose and in names: «alfa-beta», «alfa_beta(…)», «alfabeta_negamax», the slides' variable «alfa»; α in formulas and windows, as the tree writes them («α(e) = 3», «α = −∞, β = +∞»), which --ascii writes «alfa(e) = 3», «alfa = -inf» (notation.ascii_alpha); «alpha» only in the names typed on the command line (alphabeta, alphabeta-failhard, alphabeta-negamax) and in an English title quoted as it is",
		wrong:  []string{`alpha[\p{L}\p{N}_-]*`},
		except: []string{`alphabeta(-failhard|-negamax)?`, `\(Alpha-Beta Pruning\)`}},
	{lang: "it", concept: "chance node", use: "nodo di probabilità",
		rule:   "«nodo di probabilità» in every sentence and caption; «CASO» only as the short label written on such a node (kind_chance)",
		wrong:  []string{`caso`, `nod[oi] (del |di )?caso`, `nod[oi] casual[ei]`, `nod[oi] aleatori[oi]?`},
		except: []string{`in caso di`},
		keys:   []string{"kind_chance"}},
	{lang: "it", concept: "search (a node, a position)", use: "esplorata",
		rule:  "a node or a position is «esplorato» («già esplorata», «non viene esplorata di nuovo»), an iteration «ripete la ricerca»; never a form of «cercare», which means looking for something; the act is «la ricerca»",
		wrong: []string{`cerca`, `cercano`, `cercare`, `cercando`, `cercat[oaie]`}},
	{lang: "it", concept: "keep (what memory or the table holds)", use: "conserva",
		rule:  "«la tabella delle trasposizioni conserva…», «la memoria conserva…», «non usa α e β»; not the calque «tiene»",
		wrong: []string{`tien[ei]`, `tengono`, `tenut[oaie]`}},
	{lang: "it", concept: "principal variation", use: "variante principale",
		rule:  "«variante principale»; not «variazione principale»",
		wrong: []string{`variazion[ei] principal[ei]`}},
	{lang: "it", concept: "pruned", use: "potato",
		rule:  "«potare», «potato», «potatura»; «taglio» is the cutoff, not the pruning",
		wrong: []string{`tagliat[oaie]`, `recis[oaie]`}},
	{lang: "it", concept: "fail high", use: "superato la finestra",
		rule:  "a null-window search whose value «supera» the window (or alfa); not the calque «fallisce in alto»",
		wrong: []string{`fall\p{L}* in alto`}},
	{lang: "it", concept: "decimal separator", use: "0,5",
		rule:  "a number a person reads has a decimal comma: 0,5 × 6 = 3 (figure and section numbers, and thousands 65.535, keep their dots)",
		wrong: []string{`\d+\.\d+`}, except: []string{`([Ff]igura|sezione) \d+(\.\d+)+`, `\d{1,3}(\.\d{3})+`}},
}

// placeholder is a message's parameter, {{.Alpha}}: its name is no
// word of the language, and is read as {{.P}}.
var placeholder = regexp.MustCompile(`\{\{\.\w+\}\}`)

// word is what may not stand right before or after a whole word.
const word = `\p{L}\p{N}_`

// wholeWords compiles expressions matched as whole words.
func wholeWords(t *testing.T, exprs []string, fold bool) []*regexp.Regexp {
	t.Helper()
	var out []*regexp.Regexp
	for _, e := range exprs {
		flags := ""
		if fold {
			flags = "(?i)"
		}
		re, err := regexp.Compile(flags + `(?:^|[^` + word + `])(` + e + `)(?:$|[^` + word + `])`)
		if err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		out = append(out, re)
	}
	return out
}

// values are the texts of a message: itself, or its plural forms.
func values(msg any) []string {
	switch m := msg.(type) {
	case string:
		return []string{m}
	case map[string]any:
		var out []string
		for _, f := range []string{"zero", "one", "two", "few", "many", "other"} {
			if s, ok := m[f].(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// blank takes out of s, keeping its length in runes, what except matches.
func blank(s string, except []*regexp.Regexp) string {
	for _, re := range except {
		for {
			loc := re.FindStringSubmatchIndex(s)
			if loc == nil {
				break
			}
			s = s[:loc[2]] + strings.Repeat("#", len([]rune(s[loc[2]:loc[3]]))) + s[loc[3]:]
		}
	}
	return s
}

// TestGlossary: no catalogue uses a variant the glossary rules out, and
// each term the glossary names is the one in use.
func TestGlossary(t *testing.T) {
	for _, g := range glossary {
		wrong, except := wholeWords(t, g.wrong, true), wholeWords(t, g.except, false)
		for _, code := range Codes() {
			if g.lang != "" && g.lang != code {
				continue
			}
			used := false
			for id, msg := range raw(t, code) {
				for _, v := range values(msg) {
					used = used || strings.Contains(strings.ToLower(v), strings.ToLower(g.use))
					if slices.Contains(g.keys, id) {
						continue
					}
					text := blank(placeholder.ReplaceAllString(v, "{{.P}}"), except)
					for _, re := range wrong {
						if m := re.FindStringSubmatch(text); m != nil {
							t.Errorf("%s %q: %q, against the glossary's %s: %s\n\t%s", code, id, m[1], g.concept, g.rule, v)
						}
					}
				}
			}
			if !used {
				t.Errorf("%s: the glossary's term for %s, %q, is nowhere in the catalogue", code, g.concept, g.use)
			}
		}
	}
}

// address is the form of address of each language: Romanian speaks to
// the user as «dumneavoastră» (2nd person plural: «Alegeți», «Apăsați»),
// Italian as «tu» (2nd person singular: «Scegli», «Premi», «Apri»).
// Each row is an imperative the catalogues use and the same order in a
// wrong address: Romanian «tu», Italian «voi» or «Lei».
//
// A wrong form marked with ^ is also a right word elsewhere (Romanian
// «alege» is «he chooses» too: «MAX alege»; Italian «date» is «given»),
// so it is wrong only where an order stands: at the start of a message,
// of a sentence or of a clause (after . : ; ! ? or an opening
// parenthesis, and after «apoi»; in Italian also after a comma and after
// «e», «o», «oppure», «poi»). Two places are not orders to the user: a command,
// the label of a menu item or a button (a capitalised message that is
// not a sentence: «Salvează», «Deschide…», as Romanian software writes
// its commands), and the command line's help, whose option lines say
// what an option does in the 3rd person («--legend adaugă o legendă»),
// as GNU's Romanian help does.
var address = []struct {
	lang, right string
	wrong       []string
}{
	{"ro", "alegeți", []string{"^alege", "alegi"}},
	{"ro", "apăsați", []string{"^apasă", "apeși"}},
	{"ro", "faceți", []string{"fă"}},
	{"ro", "scrieți", []string{"^scrie", "scrii"}},
	{"ro", "lăsați", []string{"^lasă", "lași"}},
	{"ro", "marcați", []string{"^marchează", "marchezi"}},
	{"ro", "avansați", []string{"^avansează", "avansezi"}},
	{"ro", "ștergeți", []string{"^șterge", "ștergi"}},
	{"ro", "verificați", []string{"^verifică", "verifici"}},
	{"ro", "comparați", []string{"^compară", "compari"}},
	{"ro", "opriți", []string{"^oprește", "oprești"}},
	{"ro", "dați", []string{"^dă", "dai"}},
	{"ro", "folosiți", []string{"^folosește", "folosești"}},
	{"ro", "setați", []string{"^setează", "setezi"}},
	{"ro", "rulați", []string{"^rulează", "rulezi"}},
	{"ro", "vedeți", []string{"vezi"}},
	{"ro", "omiteți", []string{"^omite", "omiți"}},
	{"ro", "permiteți", []string{"^permite", "permiți"}},
	{"ro", "micșorați", []string{"^micșorează", "micșorezi"}},
	{"ro", "salvați", []string{"^salvează", "salvezi"}},
	{"ro", "începeți", []string{"^începe", "începi"}},
	{"ro", "selectați", []string{"^selectează", "selectezi"}},
	{"ro", "exersați", []string{"^exersează", "exersezi"}},
	{"ro", "aflați", []string{"^află", "afli"}},
	{"ro", "încercuiți", []string{"^încercuiește", "încercuiești"}},
	{"ro", "completați", []string{"^completează", "completezi"}},
	{"ro", "renunțați", []string{"^renunță", "renunți"}},
	{"ro", "trimiteți", []string{"^trimite", "trimiți"}},
	{"ro", "desenați", []string{"^desenează", "desenezi"}},
	{"ro", "redenumiți", []string{"^redenumește", "redenumești"}},
	{"ro", "deschideți", []string{"^deschide", "deschizi"}},
	{"ro", "exportați", []string{"^exportă", "exporți"}},
	{"ro", "spuneți", []string{"^spune", "spui"}},
	{"ro", "urmăriți", []string{"^urmărește", "urmărești"}},
	{"ro", "ieșiți", []string{"ieși"}},
	{"ro", "barați", []string{"^barează", "barezi"}},
	{"ro", "măriți", []string{"^mărește", "mărești"}},
	{"ro", "potriviți", []string{"^potrivește", "potrivești"}},
	{"ro", "mutați", []string{"^mută", "muți"}},
	{"ro", "inspectați", []string{"^inspectează", "inspectezi"}},
	{"ro", "săriți", []string{"sari"}},
	{"ro", "ascundeți", []string{"^ascunde", "ascunzi"}},
	{"ro", "arătați", []string{"^arată", "arăți"}},
	{"ro", "adăugați", []string{"^adaugă", "adaugi"}},
	{"ro", "editați", []string{"^editează", "editezi"}},
	{"ro", "răspundeți", []string{"^răspunde", "răspunzi"}},
	{"ro", "comutați", []string{"^comută", "comuți"}},
	{"ro", "ordonați", []string{"^ordonează", "ordonezi"}},
	{"ro", "anulați", []string{"^anulează", "anulezi"}},
	{"ro", "refaceți", []string{"^refă"}},
	{"ro", "puteți", []string{"poți"}},
	{"ro", "dumneavoastră", []string{"tu", "tău", "ta", "tale", "tăi", "îți", "ți", "te"}},

	{"it", "scegli", []string{"scegliete", "scelga"}},
	{"it", "premi", []string{"premete", "^prema"}},
	{"it", "apri", []string{"aprite", "^apra"}},
	{"it", "usa", []string{"^usate", "^usi"}},
	{"it", "scrivi", []string{"scrivete", "^scriva"}},
	{"it", "scrivilo", []string{"scrivetelo", "^lo scriva"}},
	{"it", "indica", []string{"^indicate", "^indichi"}},
	{"it", "fai", []string{"fate", "^faccia"}},
	{"it", "lascia", []string{"lasciate", "^lasci"}},
	{"it", "segna", []string{"^segnate", "^segni"}},
	{"it", "confronta", []string{"^confrontate", "^confronti"}},
	{"it", "avanza", []string{"^avanzate", "^avanzi"}},
	{"it", "esercitati", []string{"esercitatevi", "^si eserciti"}},
	{"it", "dai", []string{"^date", "datela", "datelo", "^dia"}},
	{"it", "rendilo", []string{"rendetelo", "rendetela", "^lo renda"}},
	{"it", "riduci", []string{"riducete", "^riduca"}},
	{"it", "ometti", []string{"omettete", "^ometta"}},
	{"it", "consenti", []string{"consentite", "^consenta"}},
	{"it", "togli", []string{"togliete", "^tolga"}},
	{"it", "imposta", []string{"^impostate", "^imposti"}},
	{"it", "esegui", []string{"eseguite", "^esegua"}},
	{"it", "controlla", []string{"^controllate", "^controlli"}},
	{"it", "seleziona", []string{"^selezionate", "^selezioni"}},
	{"it", "rinomina", []string{"^rinominate", "^rinomini"}},
	{"it", "termina", []string{"^terminate", "^termini"}},
	{"it", "verifica", []string{"^verificate", "^verifichi"}},
	{"it", "vedi", []string{"vedete", "^veda"}},
	{"it", "crea", []string{"^create", "^crei"}},
	{"it", "assegnale", []string{"assegnatele", "^le assegni"}},
	{"it", "tu", []string{"vostro", "vostra", "vostri", "vostre", "voi"}},
}

// clauseStart is what may stand right before an order: the start of the
// message, or of a sentence or clause, per language.
var clauseStart = map[string]string{
	"ro": `(?:^|[.:;!?(]\s+|[(]|\n|(?:^|[^\p{L}])apoi\s+)`,
	"it": `(?:^|[.:;!?(,]\s+|[(]|\n|\b(?:e|o|oppure|poi)\s+)`,
}

// TestFormOfAddress: Romanian says «dumneavoastră» and Italian «tu»
// everywhere (the F1 keys table too), as the table address lists; and a
// Romanian imperative with a pronoun after it («scrie-i», «inspectează-l»)
// is a «tu» form wherever it stands («scrieți-i» is right).
func TestFormOfAddress(t *testing.T) {
	enclitic := regexp.MustCompile(`(?:^|[^` + word + `-])(\p{L}*(?:ează|ește|ă|e|i))-(?:l|o|i|le|mi|ne)(?:$|[^` + word + `-])`)
	notOrders := map[string]bool{"să": true, "nu": true, "a": true, "s": true, "l": true, "n": true, "ce": true, "de": true, "și": true, "mi": true, "ți": true, "îi": true, "le": true, "într": true, "dintr": true, "printr": true}
	for _, code := range []string{"ro", "it"} {
		var anywhere, atStart []string
		for _, a := range address {
			if a.lang != code {
				continue
			}
			for _, w := range a.wrong {
				if s, ok := strings.CutPrefix(w, "^"); ok {
					atStart = append(atStart, s)
				} else {
					anywhere = append(anywhere, w)
				}
			}
		}
		any := wholeWords(t, []string{strings.Join(anywhere, "|")}, true)[0]
		start := regexp.MustCompile(`(?i)` + clauseStart[code] + `(` + strings.Join(atStart, "|") + `)(?:$|[^` + word + `])`)
		for id, msg := range raw(t, code) {
			for _, v := range values(msg) {
				if m := any.FindStringSubmatch(v); m != nil {
					t.Errorf("%s %q: %q is not the language's form of address\n\t%s", code, id, m[1], v)
				}
				if code == "ro" {
					for _, m := range enclitic.FindAllStringSubmatch(v, -1) {
						if base := strings.ToLower(m[1]); !strings.HasSuffix(base, "ți") && !strings.HasSuffix(base, "și") && !notOrders[base] {
							t.Errorf("%s %q: %q is an order in the «tu» form\n\t%s", code, id, strings.TrimSpace(m[0]), v)
						}
					}
				}
				if strings.HasPrefix(id, "cli.help.") {
					continue // the 3rd person of option lines
				}
				for _, loc := range start.FindAllStringSubmatchIndex(v, -1) {
					if loc[2] == 0 && isCommand(v) {
						continue
					}
					t.Errorf("%s %q: %q where an order stands is not the language's form of address\n\t%s", code, id, v[loc[2]:loc[3]], v)
				}
			}
		}
	}
}

// isCommand tells a command's label (a menu item, a button: «Salvează»,
// «Deschide…») from a sentence: it starts with a capital and does not
// end as a sentence does or hold one.
func isCommand(v string) bool {
	first := []rune(v)[0]
	return strings.ToUpper(string(first)) == string(first) && !strings.ContainsAny(v[len(v)-1:], ".!?") && !strings.Contains(v, ". ")
}

// TestAddressTableIsUsed: every right form the address table names is in
// its catalogue, so that the table follows the catalogues as they change.
func TestAddressTableIsUsed(t *testing.T) {
	for _, a := range address {
		if a.right == "dumneavoastră" || a.right == "tu" {
			continue
		}
		re := wholeWords(t, []string{regexp.QuoteMeta(a.right)}, true)[0]
		found := false
		for _, msg := range raw(t, a.lang) {
			for _, v := range values(msg) {
				found = found || re.MatchString(v)
			}
		}
		if !found {
			t.Errorf("%s: %q is in the address table but in no message", a.lang, a.right)
		}
	}
}
