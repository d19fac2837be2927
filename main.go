// Command gametree teaches game-tree search: it runs minimax, alpha-beta
// and the searches built on them over a tree step by step, in a window or
// on the command line.
// See gametree help.
package main

import (
	"os"

	"gametree/internal/cli"
	"gametree/internal/winapp"
	"gametree/ui"
)

func main() {
	winapp.Console() // gametree.exe is a windowed program: a command's output goes to its console
	os.Exit(cli.Run(os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Window: ui.Run, Display: ui.CheckDisplay}))
}
