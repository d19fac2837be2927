package cli

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExportToStdoutAndFiles(t *testing.T) {
	status, out, errOut := run(t, "", "export", "alphabeta-walkthrough")
	if status != 0 || errOut != "" || !strings.HasPrefix(out, "// gametree: Alpha-beta walk-through, call by call, Alpha-beta (fail-soft), step 81 of 81.") || !strings.Contains(out, "digraph gametree {") {
		t.Fatalf("export to stdout: %d %q\n%.300s", status, errOut, out)
	}
	dir := t.TempDir()
	svg := filepath.Join(dir, "cut.svg")
	if status, _, errOut := run(t, "", "export", "--step", "24", "--caption", "alphabeta-walkthrough", "-o", svg); status != 0 {
		t.Fatalf("svg: %s", errOut)
	}
	data, _ := os.ReadFile(svg)
	if !bytes.Contains(data, []byte("<svg")) || !bytes.Contains(data, []byte("prune e2")) {
		t.Errorf("cut.svg is not the SVG of step 24:\n%.300s", data)
	}
	if status, _, errOut := run(t, "", "export", "--step", "24", "--caption", "--lang", "ro", "alphabeta-walkthrough", "-o", svg); status != 0 {
		t.Fatalf("svg in Romanian: %s", errOut)
	}
	if data, _ := os.ReadFile(svg); !bytes.Contains(data, []byte("retezăm e2")) || bytes.Contains(data, []byte("prune e2")) {
		t.Errorf("the Romanian caption is missing from cut.svg")
	}
	pngPath := filepath.Join(dir, "final.png")
	if status, _, errOut := run(t, "", "export", "--dpi", "200", "-o", pngPath, "aima-fig5-2"); status != 0 {
		t.Fatalf("png: %s", errOut)
	}
	data, _ = os.ReadFile(pngPath)
	i := bytes.Index(data, []byte("pHYs"))
	if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) || i < 0 || binary.BigEndian.Uint32(data[i+4:]) != 7874 {
		t.Errorf("final.png lacks the PNG signature or a 200-DPI pHYs chunk")
	}
}

func TestExportFramesAndGIF(t *testing.T) {
	dir := t.TempDir()
	status, _, errOut := run(t, "", "export", "--frames", "key", "-o", filepath.Join(dir, "walk.svg"), "alphabeta-walkthrough")
	if status != 0 {
		t.Fatal(errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "walk-*.svg"))
	if len(files) != 46 || filepath.Base(files[0]) != "walk-0001.svg" || filepath.Base(files[45]) != "walk-0046.svg" {
		t.Errorf("%d frames: %v…", len(files), files[:min(2, len(files))])
	}
	anim := filepath.Join(dir, "walk.gif")
	status, _, errOut = run(t, "", "export", "--frames", "every:20", "--dpi", "30", "--delay", "500ms", "-o", anim, "alphabeta-walkthrough")
	if status != 0 {
		t.Fatal(errOut)
	}
	f, _ := os.Open(anim)
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil || len(g.Image) != 6 || g.Delay[0] != 50 {
		t.Errorf("GIF: %v, %d frames, delay %v", err, len(g.Image), g.Delay)
	}
}

func TestExportRemovesFramesWhenOneFails(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "f-0003.dot"), 0o755) // frame 3 cannot be written
	status, _, errOut := run(t, "", "export", "--frames", "every:5", "-o", filepath.Join(dir, "f.dot"), "aima-fig5-2")
	if status != ExitUsage || !strings.Contains(errOut, "frame 3 of") || !strings.Contains(errOut, "it is not a file") {
		t.Errorf("status %d, %q", status, errOut)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "f-000[12].dot")); len(left) != 0 {
		t.Errorf("frames left behind: %v", left)
	}
}

func TestExportBadOptions(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, []byte(bigBracket(3, 10)), 0o644)
	cases := []struct {
		args []string
		says string
	}{
		{[]string{"-o", filepath.Join(dir, "no", "x.png")}, "the folder " + filepath.Join(dir, "no") + " does not exist"},
		{[]string{"--step", "999"}, "--step 999 is past the last step (81)"},
		{[]string{"--step", "3", "--final"}, "choose one of --step, --final and --frames"},
		{[]string{"--frames", "key"}, "--frames writes one file per frame: give -o NAME.dot"},
		{[]string{"--frames", "some", "-o", filepath.Join(dir, "a.svg")}, `frames "some": expected all, key or every:K`},
		{[]string{"-o", filepath.Join(dir, "x.txt")}, `unknown format "txt"`},
		{[]string{"-o", filepath.Join(dir, "noext")}, "cannot tell the format"},
		{[]string{"--theme", "neon"}, `unknown theme "neon"`},
		{[]string{"--dpi", "5"}, "--dpi must be between 10 and 1200"},
		{[]string{"--show", "labels,bogus"}, `unknown text "bogus"`},
		{[]string{"--format", "gif", "--step", "2"}, "a GIF is an animation"},
		{[]string{"--delay", "1ms", "--format", "gif"}, "--delay must be between"},
	}
	for _, c := range cases {
		status, out, errOut := run(t, "", append([]string{"export", "alphabeta-walkthrough"}, c.args...)...)
		if status != ExitUsage || out != "" || !strings.Contains(errOut, c.says) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: status %d, stderr %q, want %q", c.args, status, errOut, c.says)
		}
	}
	status, _, errOut := run(t, "", "export", big)
	if status != ExitUsage || !strings.Contains(errOut, "88,573 nodes; pictures are limited to 20,000") {
		t.Errorf("big tree: %d %q", status, errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("files left behind: %v", entries)
	}
}

func bigBracket(b, d int) string {
	if d == 0 {
		return "1"
	}
	kids := make([]string, b)
	for i := range kids {
		kids[i] = bigBracket(b, d-1)
	}
	return fmt.Sprintf("[%s]", strings.Join(kids, ","))
}
