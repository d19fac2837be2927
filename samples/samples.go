// Package samples holds the example trees embedded in gametree: the tree
// of a lab's alpha-beta walk-through and classic teaching trees, each
// naming its source in its notes. Their titles and notes are in the
// catalogues too (sample.<name>.title, sample.<name>.notes), so that the
// window shows them in its language; the JSON files keep the English.
package samples

import (
	"embed"
	"path"
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/tree"
)

//go:embed *.json
var files embed.FS

// Default is the sample the window opens with.
const Default = "alphabeta-walkthrough"

// ErrUnknown is returned for a name that is not a sample.
var ErrUnknown = i18n.New("sample.unknown")

// Sample names an embedded tree.
type Sample struct {
	Name  string // "aima-fig5-2"
	Title string // "AIMA Figure 5.2", in English; Title(l, Name) says it in l
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
		return nil, i18n.Wrap(ErrUnknown, "sample.unknown_name", "Name", i18n.Quote(name), "Names", strings.Join(Names(), ", "))
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
		return nil, i18n.Wrap(err, "sample.bad", "Name", name)
	}
	return t, nil
}

// LoadIn reads a sample with its title and notes in language l.
func LoadIn(l *i18n.Lang, name string) (*tree.Tree, error) {
	t, err := Load(name)
	if err != nil {
		return nil, err
	}
	t.Title, t.Notes = Title(l, name), Notes(l, name)
	return t, nil
}

// Title returns a sample's title in language l ("AIMA Figure 5.2"), or
// its file's title when the catalogues have none; "" for no sample.
func Title(l *i18n.Lang, name string) string {
	return say(l, name, "sample."+name+".title", func(t *tree.Tree) string { return t.Title })
}

// Notes returns a sample's notes, which name its source, in language l.
func Notes(l *i18n.Lang, name string) string {
	return say(l, name, "sample."+name+".notes", func(t *tree.Tree) string { return t.Notes })
}

// say returns message id, or the field of the sample's file.
func say(l *i18n.Lang, name, id string, field func(*tree.Tree) string) string {
	if l.Has(id) {
		return l.T(id)
	}
	if t, err := Load(name); err == nil {
		return field(t)
	}
	return ""
}
