// Command console is gametree.com, the console half of the Windows
// download. gametree.exe is a windowed program, so that a double click
// opens no console window behind the app; but cmd.exe and PowerShell do
// not wait for a windowed program, and its output would come after the
// next prompt. Typed as "gametree", a command finds gametree.com first
// (.COM comes before .EXE in PATHEXT): this program, a console one, runs
// gametree.exe beside it with the same arguments and the same standard
// input, output and error, waits for it, and exits with its status.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run runs gametree.exe with args and returns its exit status, or 2 with
// a message when it cannot be started.
func run(args []string) int {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "gametree: cannot find where gametree.com is: %v\n", err)
		return 2
	}
	exe := filepath.Join(filepath.Dir(self), "gametree.exe")
	cmd := exec.Command(exe, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	// Ctrl+C reaches gametree.exe through the console as well; this
	// program waits for it to stop and gives its status.
	signal.Ignore(os.Interrupt)
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		fmt.Fprintf(os.Stderr, "gametree: cannot run %s: %v\n", exe, err)
		return 2
	}
	return 0
}
