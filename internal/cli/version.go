package cli

import (
	"io"

	"gametree/internal/i18n"
	"gametree/internal/version"
)

// runVersion prints the build's version, commit and date (see package
// version).
func runVersion(env Env, l *i18n.Lang, args []string) error {
	rest, err := parseAll(newFlagSet("version"), args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError{i18n.New("cli.err.no_args", "Command", "version", "Arg", i18n.Quote(rest[0]))}
	}
	_, err = io.WriteString(env.Stdout, version.Get().Line(l)+"\n")
	if err != nil {
		return i18n.Wrap(err, "cli.err.write")
	}
	return nil
}
