package cli

import (
	"context"
	"errors"
	"fmt"
	"os/signal"

	"gametree/internal/i18n"
	"gametree/internal/safefile"
)

// notWritten says why command's output could not be written: what the
// user chose (a folder, the input itself, a folder that does not exist,
// no permission) is a refusal, exit 2; what went wrong on the way (a full
// disk, an I/O error) exit 1, as for standard output.
func notWritten(command string, err error) error {
	if onTheWay(err) {
		return i18n.Wrap(err, "cli.err.command", "Command", command)
	}
	return refuse(command, err)
}

// onTheWay reports whether err is the machine's doing rather than the
// user's: the disk full or over quota, too large a file, an I/O error.
func onTheWay(err error) bool {
	for _, e := range wayErrors {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// stdoutNotInput refuses, before anything is read or written, a command
// whose standard output is one of the files it reads (>> tree.json),
// which the output would overwrite or follow.
func stdoutNotInput(env Env, command string, inputs ...string) error {
	if err := safefile.CheckStream(env.Stdout, inputs...); err != nil {
		return refuse(command, err)
	}
	return nil
}

// say writes note, if any, as one line on stderr: what writing a file did
// that the user should know (see safefile.Note), taken before the write.
func say(env Env, l *i18n.Lang, note *i18n.Error) {
	if note != nil {
		fmt.Fprintf(env.Stderr, "gametree: %s\n", oneLine(l.Error(note)))
	}
}

// interruptible is a context that the signals that ask a command to stop
// (Ctrl+C, SIGTERM, and SIGHUP when the terminal goes away) cancel: the
// command then drops what it has written, changing no file.
func interruptible() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), stopSignals()...)
}
