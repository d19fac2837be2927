//go:build !js

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	qrcode "github.com/skip2/go-qrcode"
	"golang.org/x/term"

	"gametree/internal/class"
	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/narrate"
	"gametree/internal/scene"
)

// runClass starts a class session on a tree: students follow the step the
// teacher's page sets, until Ctrl+C or the teacher ends it.
func runClass(env Env, l *i18n.Lang, args []string) error {
	var sf searchFlags
	addr := defaultClassAddr
	target, err := sf.parseWith("class", args, func(fs *flag.FlagSet) {
		fs.StringVar(&addr, "addr", defaultClassAddr, "")
	})
	if err != nil {
		return err
	}
	tr, _, err := solveTree(env, l, target, sf.opt, sf.limit)
	if err != nil {
		return err
	}
	if err := export.CheckSize(tr.Tree); err != nil {
		return refuse("class", err)
	}
	src, err := class.NewTraceSource(tr, export.Options{Scene: scene.Options{Show: scene.DefaultShow}, Narrator: narrate.For(l), Name: treeName(target)})
	if err != nil {
		return err
	}
	ln, public, url, err := class.Listen(addr)
	if err != nil {
		return refuse("class", i18n.Wrap(err, "cli.err.class_listen", "Addr", addr))
	}
	srv, err := class.New(src, class.Options{Lang: l.Code(), Public: public, Address: url})
	if err != nil {
		ln.Close()
		return err
	}
	join := srv.JoinURL()
	out := env.Stdout
	fmt.Fprintln(out, l.T("cli.class.students", "URL", join))
	if f, ok := out.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if qr, err := qrcode.New(join, qrcode.Medium); err == nil {
			fmt.Fprint(out, qr.ToSmallString(false))
		}
	}
	fmt.Fprintln(out, l.T("cli.class.code", "Code", srv.Code()))
	if public {
		fmt.Fprintln(out, l.T("cli.class.public"))
	} else {
		fmt.Fprintln(out, l.T("cli.class.local"))
	}
	fmt.Fprintln(out, l.T("cli.class.teacher", "URL", url+"teacher#t="+srv.Token()))
	fmt.Fprintln(out, l.T("cli.class.token", "Token", srv.Token()))
	fmt.Fprintln(out, l.T("cli.class.stop"))

	ctx, stop := interruptible()
	defer stop()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	tick := time.NewTicker(2 * time.Second)
	defer tick.Stop()
	students := 0
	var serveErr error
wait:
	for {
		select {
		case <-ctx.Done():
			break wait
		case <-srv.Ended():
			break wait
		case serveErr = <-served:
			break wait
		case <-tick.C:
			if n := srv.Students(); n != students {
				students = n
				fmt.Fprintln(out, l.N("cli.class.connected", n))
			}
		}
	}
	down, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(down); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return i18n.Wrap(err, "cli.err.class_failed")
	}
	if serveErr != nil {
		return i18n.Wrap(serveErr, "cli.err.class_failed")
	}
	fmt.Fprintln(out, l.T("cli.class.ended"))
	return nil
}
