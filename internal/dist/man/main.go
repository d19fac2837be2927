// Command man writes gametree's manual page, gametree.1, for the Linux
// package: go run ./internal/dist/man VERSION DATE OUT. Its text is the
// English help gametree help prints, and each command's (gametree help
// COMMAND, for every command the program's help lists), kept line for
// line as roff preformatted text; DATE (YYYY-MM-DD) is the page's date,
// the commit's, so that a build of one commit writes the same page.
package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"gametree/internal/cli"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: man VERSION DATE OUT.1")
		os.Exit(2)
	}
	page, err := manual(os.Args[1], os.Args[2])
	if err == nil {
		err = os.WriteFile(os.Args[3], page, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "man:", err)
		os.Exit(1)
	}
}

// help is what gametree help args... prints.
func help(args ...string) (string, error) {
	var out, errOut bytes.Buffer
	if status := cli.Run(append([]string{"help"}, args...), cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}); status != 0 {
		return "", fmt.Errorf("gametree help %s: status %d: %s", strings.Join(args, " "), status, errOut.String())
	}
	return out.String(), nil
}

// commands are the names the program's help lists under "Commands:", one
// a line, indented.
func commands(program string) []string {
	var names []string
	in := false
	for _, line := range strings.Split(program, "\n") {
		switch {
		case line == "Commands:":
			in = true
		case in && strings.HasPrefix(line, "  "):
			names = append(names, strings.Fields(line)[0])
		case in:
			return names
		}
	}
	return names
}

// manual is the page: NAME and SYNOPSIS from the program's help's first
// paragraphs, then the whole help under DESCRIPTION and each command's
// under COMMANDS.
func manual(version, date string) ([]byte, error) {
	program, err := help()
	if err != nil {
		return nil, err
	}
	names := commands(program)
	if len(names) == 0 {
		return nil, fmt.Errorf("the program's help lists no commands")
	}
	summary, _, _ := strings.Cut(program, "\n\n")
	summary = strings.TrimPrefix(strings.Join(strings.Fields(summary), " "), "gametree: ")
	var b bytes.Buffer
	fmt.Fprintf(&b, ".TH GAMETREE 1 %q %q \"User Commands\"\n", date, "gametree "+version)
	fmt.Fprintf(&b, ".SH NAME\ngametree \\- %s\n", escape(summary))
	b.WriteString(".SH SYNOPSIS\n.B gametree\n[\\fIFILE\\fR|\\fISAMPLE\\fR|\\fB\\-\\fR]\n.br\n.B gametree\n\\fICOMMAND\\fR [\\fIoptions\\fR] ...\n")
	b.WriteString(".SH DESCRIPTION\n")
	preformatted(&b, program)
	b.WriteString(".SH COMMANDS\n")
	for _, name := range names {
		text, err := help(name)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, ".SS %s\n", name)
		preformatted(&b, text)
	}
	b.WriteString(".SH SEE ALSO\nThe guide to the window and the commands comes with the source, in its docs folder.\n")
	return b.Bytes(), nil
}

// preformatted writes text as roff no-fill lines, blank lines kept.
func preformatted(b *bytes.Buffer, text string) {
	b.WriteString(".nf\n")
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		b.WriteString(`\&` + escape(line) + "\n")
	}
	b.WriteString(".fi\n")
}

// escape makes s roff text: backslashes and hyphens written as roff's
// escapes.
func escape(s string) string {
	return strings.NewReplacer(`\`, `\e`, "-", `\-`).Replace(s)
}
