// Package version says which build of gametree runs: its version, the
// commit it was built from and when that commit was made.
package version

import (
	"gametree/internal/i18n"
	"regexp"
	"runtime/debug"
	"strings"
)

// The build sets these (make build, make dist, make web):
//
//	-ldflags "-X gametree/internal/version.version=0.1.0
//	          -X gametree/internal/version.commit=COMMIT[+]
//	          -X gametree/internal/version.date=YYYY-MM-DD"
//
// A "+" after the commit says the sources were modified. Nothing writes
// them at run time.
var version, commit, date string

// Dev is the version of a build that was given none.
const Dev = "dev"

// Info is what a build says of itself.
type Info struct {
	// Version is the release's number ("0.1.0"), or Dev.
	Version string
	// Commit is the commit's full hash, "" when unknown.
	Commit string
	// Date is the commit's date, YYYY-MM-DD, "" when unknown: the day the
	// sources are from, the same for every build of them.
	Date string
	// Modified says the sources differed from the commit.
	Modified bool
}

// Get returns what the build was given, and for what it was not, what Go
// recorded in the binary (the module's version, the commit and its time
// when built in a git checkout).
func Get() Info {
	i := Info{Version: version, Commit: strings.TrimSuffix(commit, "+"), Date: date, Modified: strings.HasSuffix(commit, "+")}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return i.orDev()
	}
	if i.Version == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" && !pseudo.MatchString(bi.Main.Version) {
		i.Version = strings.TrimPrefix(bi.Main.Version, "v")
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			if i.Commit == "" {
				i.Commit = s.Value
			}
		case "vcs.time":
			if i.Date == "" && len(s.Value) >= len("2006-01-02") {
				i.Date = s.Value[:len("2006-01-02")]
			}
		case "vcs.modified":
			if commit == "" {
				i.Modified = s.Value == "true"
			}
		}
	}
	return i.orDev()
}

// pseudo matches the versions Go makes up for a commit that has no tag
// ("v0.0.0-20261202031836-5802ec7dbc61+dirty"): the commit says it.
var pseudo = regexp.MustCompile(`-(\d+\.)?\d{14}-[0-9a-f]{12}(\+dirty)?$`)

func (i Info) orDev() Info {
	if i.Version == "" {
		i.Version = Dev
	}
	return i
}

// Short is the commit's first 12 characters, with "+" when the sources
// were modified; "" when unknown.
func (i Info) Short() string {
	c := i.Commit
	if len(c) > 12 {
		c = c[:12]
	}
	if c != "" && i.Modified {
		c += "+"
	}
	return c
}

// Line is the one line gametree --version prints and Help › About shows,
// in l's words: "gametree 0.1.0 (commit 5802ec7dbc61, 2026-12-02)".
func (i Info) Line(l *i18n.Lang) string {
	if i.Commit == "" {
		return l.T("cli.version_bare", "Version", i.Version)
	}
	date := i.Date
	if date == "" {
		date = "?"
	}
	return l.T("cli.version", "Version", i.Version, "Commit", i.Short(), "Date", date)
}
