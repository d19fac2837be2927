package session

import (
	"errors"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/search"
)

// Fitting is what Fit knows besides the options and the tree, and what
// it remembers from one tree to the next.
type Fitting struct {
	// Opened says the tree is a new document: what it cannot use does
	// not carry over from the last one.
	Opened bool
	// TT is the user's last choice of the transposition table, which
	// comes back on a new document that can use one.
	TT bool
	// Undice is the algorithm chosen before a tree with chance nodes
	// switched the search to expectimax, to go back to on a tree without
	// them; Diced says there is one.
	Undice search.Algorithm
	Diced  bool
}

// Fit returns options opt made to fit tree t (opened, generated or
// edited), f with what it remembers for the next tree (Undice, Diced),
// and the reasons, to say
// to the user, for what changed and is theirs to know. A tree is searched
// in a way it allows rather than refused with the tree half on screen:
//
//   - a tree with chance nodes by expectimax, without the table, until a
//     tree without them brings back the algorithm chosen before (said by
//     the algorithm's own choice, not as a reason);
//   - on a new document, with the table only on a game's tree (no
//     position is met twice in a tree of no game; the user's tick comes
//     back on a game's tree), and Star1, whose sentences speak of chance
//     nodes, only on a tree with them (else alpha-beta);
//   - a tree lacking the estimates a search that stops above the leaves
//     needs, without the depth limit, or with alpha-beta for iterative
//     deepening. Other searches skip that check, which walks the tree.
func Fit(opt search.Options, t *tree.Tree, f Fitting) (search.Options, Fitting, []error) {
	var reasons []error
	if f.Opened {
		had := opt.TT
		opt.TT = f.TT && t.Game != "" && opt.Algorithm.Uses().Has(search.UseTable)
		if opt.Algorithm == search.Star1 && !t.HasChance() {
			opt.Algorithm, opt.Bounds = search.AlphaBeta, search.Bounds{}
			reasons = append(reasons, i18n.New("session.star1_no_chance", "Algorithm", i18n.New("algo_"+search.AlphaBeta.String())))
		}
		if had && !opt.TT && t.Game == "" {
			reasons = append(reasons, i18n.New("session.tt_no_game"))
		}
	}
	switch chance := t.HasChance(); {
	case chance && !opt.Algorithm.Chance():
		f.Undice, f.Diced = opt.Algorithm, true
		opt.Algorithm, opt.TT = search.Expectimax, false
	case !chance && f.Diced && opt.Algorithm == search.Expectimax:
		opt.Algorithm, f.Diced = f.Undice, false
	}
	if opt.Algorithm != search.Iterative && opt.Depth == 0 {
		return opt, f, reasons
	}
	var switched error
	err := search.Check(t, opt)
	if errors.Is(err, search.ErrNoEstimate) && opt.Depth > 0 {
		opt.Depth, switched = 0, i18n.Wrap(err, "session.switched_depth")
		err = search.Check(t, opt)
	}
	if errors.Is(err, search.ErrNoEstimate) && opt.Algorithm == search.Iterative {
		opt.Algorithm = search.AlphaBeta
		switched = i18n.Wrap(err, "session.switched_algorithm", "Algorithm", i18n.New("algo_"+search.AlphaBeta.String()))
	}
	if switched != nil {
		reasons = append(reasons, switched)
	}
	return opt, f, reasons
}
