package probe

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"path/filepath"
	"testing"
)

func TestServeAnswersEachLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "probe.sock")
	asked := 0
	stop, err := Serve(path, func(line string) State {
		asked++
		return State{Title: line, Step: asked}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	conn, err := net.Dial("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	in := bufio.NewReader(conn)
	for i, line := range []string{"state", "again"} {
		fmt.Fprintln(conn, line)
		data, err := in.ReadBytes('\n')
		if err != nil {
			t.Fatal(err)
		}
		var s State
		if err := json.Unmarshal(data, &s); err != nil || s.Title != line || s.Step != i+1 {
			t.Errorf("answer to %q: %+v (%v)", line, s, err)
		}
	}
}
