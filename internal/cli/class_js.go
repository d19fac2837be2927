//go:build js

package cli

import "gametree/internal/i18n"

// runClass refuses in the browser: a page cannot listen for students.
// The class server stays out of the web build.
func runClass(env Env, l *i18n.Lang, args []string) error {
	return refuse("class", i18n.New("cli.err.class_browser"))
}
