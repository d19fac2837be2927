package i18n

import "strings"

// The notation of the tree, the Node panel and the narration: α and β for
// a window's ends, −∞ and +∞ (U+2212 MINUS SIGN), ≥ and ≤, and the minus
// sign before a number or a name ("score = −V(c)"). A language made with
// ASCII writes them in the ASCII words of the command line's --ascii
// instead: alpha and beta (the language's words, notation.ascii_alpha and
// notation.ascii_beta: Italian «alfa»), -inf and +inf, >= and <=, "-".

// ASCII returns the language writing the notation in ASCII words: the
// text of every message it says (not the parameters filled in) and every
// text given to Notation. The language it is made from is unchanged.
func (l *Lang) ASCII() *Lang {
	if l.ascii {
		return l
	}
	c := *l
	c.ascii = true
	c.alpha, c.beta = l.T("notation.ascii_alpha"), l.T("notation.ascii_beta")
	return &c
}

// IsASCII says whether the language writes the notation in ASCII words.
func (l *Lang) IsASCII() bool { return l.ascii }

// Notation writes s, a text in the notation (a value as the tree sets it,
// "−∞", an operator "≥"), as the language writes it: as it is, or in
// ASCII words for a language made with ASCII. A minus sign between
// spaces, subtraction ("1 − w/n"), stays: only the notation changes.
func (l *Lang) Notation(s string) string {
	if !l.ascii || !strings.ContainsAny(s, "αβ∞≥≤−") {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch r {
		case 'α':
			b.WriteString(l.alpha)
		case 'β':
			b.WriteString(l.beta)
		case '∞':
			b.WriteString("inf")
		case '≥':
			b.WriteString(">=")
		case '≤':
			b.WriteString("<=")
		case '−':
			if i+1 < len(rs) && rs[i+1] != ' ' {
				b.WriteByte('-')
			} else {
				b.WriteRune(r)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Typeset writes s, a value as tree.TypesetValue writes it ("−2.5",
// "+∞"), for a person in the language: with its decimal separator, in
// ASCII words for a language made with ASCII ("-2,5", "+inf").
func (l *Lang) Typeset(s string) string { return l.Decimal(l.Notation(s)) }
