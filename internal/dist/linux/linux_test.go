// Package linux holds the Linux downloads' recipes (the menu entry, the
// file types, nfpm's recipe, install.sh); its test checks that they agree
// with one another and with the files gametree writes.
package linux

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gametree/internal/session"
	"gametree/internal/tree"
	"gametree/internal/treefile"
)

// mimeInfo is the part of shared-mime-info's format the file types use.
type mimeInfo struct {
	Types []struct {
		Type     string `xml:"type,attr"`
		SubClass []struct {
			Type string `xml:"type,attr"`
		} `xml:"sub-class-of"`
		Globs []struct {
			Pattern string `xml:"pattern,attr"`
		} `xml:"glob"`
		Matches []struct {
			Type   string `xml:"type,attr"`
			Value  string `xml:"value,attr"`
			Offset string `xml:"offset,attr"`
		} `xml:"magic>match"`
	} `xml:"mime-type"`
}

func readTypes(t *testing.T) mimeInfo {
	t.Helper()
	src, err := os.ReadFile("gametree-mime.xml")
	if err != nil {
		t.Fatal(err)
	}
	var info mimeInfo
	if err := xml.Unmarshal(src, &info); err != nil {
		t.Fatalf("gametree-mime.xml: %v", err)
	}
	return info
}

// desktopTypes are the MIME types the menu entry claims.
func desktopTypes(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("gametree.desktop")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "MimeType="); ok {
			return strings.FieldsFunc(v, func(r rune) bool { return r == ';' })
		}
	}
	t.Fatal("gametree.desktop claims no MIME type")
	return nil
}

// TestTheMenuClaimsOnlyItsOwnTypes: the menu entry claims exactly the
// types gametree-mime.xml defines (a broad type such as text/plain would
// make gametree the handler of every text file), and both recipes install
// the definitions.
func TestTheMenuClaimsOnlyItsOwnTypes(t *testing.T) {
	info := readTypes(t)
	var defined []string
	for _, mt := range info.Types {
		defined = append(defined, mt.Type)
		if !strings.Contains(mt.Type, "gametree") {
			t.Errorf("gametree-mime.xml defines %s, not a type of gametree's own", mt.Type)
		}
		if len(mt.SubClass) != 1 {
			t.Errorf("%s is no subclass of one broader type", mt.Type)
		}
	}
	claimed := desktopTypes(t)
	slices.Sort(defined)
	slices.Sort(claimed)
	if !slices.Equal(defined, claimed) {
		t.Errorf("the menu entry claims %v; gametree-mime.xml defines %v", claimed, defined)
	}
	for file, want := range map[string]string{"nfpm.yaml": "dst: /usr/share/mime/packages/gametree.xml", "install.sh": "gametree-mime.xml"} {
		if src, err := os.ReadFile(file); err != nil || !bytes.Contains(src, []byte(want)) {
			t.Errorf("%s does not install the file types (%q): %v", file, want, err)
		}
	}
	if src, err := os.ReadFile(filepath.Join("..", "..", "..", "scripts", "dist.sh")); err != nil || !bytes.Contains(src, []byte("gametree-mime.xml")) {
		t.Errorf("scripts/dist.sh does not put the file types in the Linux archive: %v", err)
	}
}

// TestTheTypesKnowGametreesFiles: the JSON type's magic finds the start
// gametree writes, for a small tree (indented) and a large one (a node a
// line), within the bytes the magic looks at; the bracket type's glob is
// one of the extensions the window opens.
func TestTheTypesKnowGametreesFiles(t *testing.T) {
	info := readTypes(t)
	for _, text := range []string{"[3 12 8]", "[" + strings.Repeat("1 ", 12000) + "]"} {
		tr, _, err := treefile.Read([]byte(text), "t.txt", 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := tree.WriteJSON(&buf, tr); err != nil {
			t.Fatal(err)
		}
		if !magicFinds(t, info, "application/x-gametree+json", buf.Bytes()) {
			t.Errorf("the magic does not find a tree of %d nodes as written: %.80q", len(tr.Nodes), buf.Bytes())
		}
	}
	if magicFinds(t, info, "application/x-gametree+json", []byte(`{"format": "other", "tree": {}}`)) {
		t.Error("the magic takes any JSON for gametree's")
	}
	for _, mt := range info.Types {
		for _, g := range mt.Globs {
			ext := filepath.Ext(g.Pattern)
			if !slices.Contains(session.TreeExtensions, ext) {
				t.Errorf("%s's glob %s: the window opens no %s files", mt.Type, g.Pattern, ext)
			}
		}
	}
}

// magicFinds tells whether one of typ's string matches is in data within
// its offset range "0:N".
func magicFinds(t *testing.T, info mimeInfo, typ string, data []byte) bool {
	t.Helper()
	for _, mt := range info.Types {
		if mt.Type != typ {
			continue
		}
		for _, m := range mt.Matches {
			var lo, hi int
			if _, err := fmt.Sscanf(m.Offset, "%d:%d", &lo, &hi); err != nil || m.Type != "string" {
				t.Fatalf("%s: a match %q at %q", typ, m.Value, m.Offset)
			}
			end := min(len(data), hi+len(m.Value))
			if lo < end && bytes.Contains(data[lo:end], []byte(m.Value)) {
				return true
			}
		}
	}
	return false
}
