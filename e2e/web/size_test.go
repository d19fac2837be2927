package web

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// wasmRow is the browser figures' row for the program: "| `gametree.wasm`
// | target | 44.9 MB, 13.4 MB gzip |".
var wasmRow = regexp.MustCompile("\\| `gametree\\.wasm`[^|\\n]*\\|[^|\\n]*\\| ([0-9.]+) MB, ([0-9.]+) MB gzip \\|")

// wasmFetch is the prose's rounded figure for what the page fetches: "13
// MB to fetch", "sends 13 MB".
var wasmFetch = regexp.MustCompile(`(?:([0-9]+) MB to fetch|sends ([0-9]+) MB)`)

// TestTheDocsGiveTheWasmsSize: the sizes the documentation gives for
// gametree.wasm, raw and gzip, are those of the release build in
// GAMETREE_WEB_RELEASE (make test-dist builds it as make web does) to
// the digits written; the prose's whole megabytes to fetch are the gzip
// copy's, rounded.
func TestTheDocsGiveTheWasmsSize(t *testing.T) {
	dir := os.Getenv("GAMETREE_WEB_RELEASE")
	if dir == "" {
		t.Skip("GAMETREE_WEB_RELEASE names no folder: make test-dist builds the release page and runs these tests")
	}
	size := func(name string) float64 {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("the release build: %v", err)
		}
		return float64(info.Size()) / 1e6 // MB as the loading bar counts them
	}
	raw, packed := size("gametree.wasm"), size("gametree.wasm.gz")
	docs, _ := filepath.Glob("../../docs/*.md")
	rows, fetches := 0, 0
	for _, path := range append([]string{"../../README.md"}, docs...) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(path)
		for _, m := range wasmRow.FindAllStringSubmatch(string(data), -1) {
			rows++
			if !written(m[1], raw) || !written(m[2], packed) {
				t.Errorf("%s gives %s MB, %s MB gzip; the release build is %.2f MB, %.2f MB gzip", name, m[1], m[2], raw, packed)
			}
		}
		for _, m := range wasmFetch.FindAllStringSubmatch(string(data), -1) {
			fetches++
			if got := m[1] + m[2]; !written(got, packed) {
				t.Errorf("%s says %q; the gzip copy is %.2f MB", name, m[0], packed)
			}
		}
	}
	if rows == 0 || fetches == 0 {
		t.Errorf("the documentation gives the program's size in %d rows and says what the page fetches %d times", rows, fetches)
	}
	t.Logf("figure: gametree.wasm %.1f MB, %.2f MB gzip (the release build)", raw, packed)
}

// written reports whether figure, as written (its decimals), is mb
// rounded to them.
func written(figure string, mb float64) bool {
	v, err := strconv.ParseFloat(figure, 64)
	if err != nil {
		return false
	}
	decimals := 0
	for i, c := range figure {
		if c == '.' {
			decimals = len(figure) - i - 1
		}
	}
	half := 0.5 / math.Pow(10, float64(decimals))
	return math.Abs(v-mb) <= half+1e-9
}
