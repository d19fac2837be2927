// Package samples holds the example trees embedded in gametree: seed 000's
// walk-through tree and classic teaching trees, each naming its source in
// its notes.
package samples

import (
	"embed"
	"errors"
	"fmt"
	"path"
	"strings"

	"gametree/tree"
)

//go:embed *.json
var files embed.FS

// Default is the sample the window opens with.
const Default = "alphabeta-walkthrough"

// ErrUnknown is returned for a name that is not a sample.
var ErrUnknown = errors.New("no such sample")

// Sample names an embedded tree.
type Sample struct {
	Name  string // "aima-fig5-2"
	Title string // "AIMA Figure 5.2"
}

// Names returns the sample names, the default first, then alphabetical.
func Names() []string {
	entries, _ := files.ReadDir(".")
	names := []string{Default}
	for _, e := range entries {
		if name := strings.TrimSuffix(e.Name(), ".json"); name != Default {
			names = append(names, name)
		}
	}
	return names
}

// List returns every sample with its title.
func List() ([]Sample, error) {
	var list []Sample
	for _, name := range Names() {
		t, err := Load(name)
		if err != nil {
			return nil, err
		}
		list = append(list, Sample{Name: name, Title: t.Title})
	}
	return list, nil
}

// Source returns a sample's JSON text.
func Source(name string) ([]byte, error) {
	data, err := files.ReadFile(path.Clean(name) + ".json")
	if err != nil {
		return nil, fmt.Errorf("%w %q (the samples are %s)", ErrUnknown, name, strings.Join(Names(), ", "))
	}
	return data, nil
}

// Load reads a sample.
func Load(name string) (*tree.Tree, error) {
	data, err := Source(name)
	if err != nil {
		return nil, err
	}
	t, err := tree.ReadJSON(data)
	if err != nil {
		return nil, fmt.Errorf("sample %s: %w", name, err)
	}
	return t, nil
}
