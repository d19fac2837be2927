package session

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"

	"gametree/internal/i18n"
	"gametree/internal/tree"
	"gametree/samples"
)

// lastKey is the preference the tree a window was left on is kept under,
// as one JSON record (keptTreeRecord): one write keeps it whole, whenever the
// preferences reach their storage (Fyne writes them at most every
// 100 ms; a page closed meanwhile keeps the record before).
const lastKey = "lastTree"

// keptTreeRecord is the record of the last tree: what it was (Kind), and the file,
// name, format, content and unsaved mark that open it again.
type keptTreeRecord struct {
	Kind    string      `json:"kind"`
	Path    string      `json:"path,omitempty"`
	Name    string      `json:"name"`
	Format  tree.Format `json:"format"`
	Content string      `json:"content,omitempty"`
	Dirty   bool        `json:"dirty,omitempty"`
}

// The kinds of tree kept: a sample, a file as saved, or the tree itself.
const (
	keptSample = "sample"
	keptFile   = "file"
	keptTree   = "tree"
)

// MaxKeptNodes is the largest tree kept whole in the preferences (a
// generated or edited tree with no file, or unsaved changes): a bigger
// one reopens from its file as saved, or, with no file, the walk-through
// opens.
const MaxKeptNodes = 5000

// KeepLast keeps the document on screen in p, for the next start to open
// again (Reopen): a sample by its name, a file with no unsaved changes by
// its path, anything else (a tree generated, typed in, read from standard
// input or edited) whole, with its file if it has one and its unsaved
// mark, so that nothing made in the window is lost by quitting.
func KeepLast(p Prefs, d Document) {
	switch {
	case d.Tree == nil:
		return
	case d.Path == "" && !d.Dirty && slices.Contains(samples.Names(), d.Name):
		keepLast(p, keptSample, "", d.Name, d.Format, nil, false)
		return
	case d.Path != "" && !d.Dirty:
		keepLast(p, keptFile, absolute(d.Path), d.Name, d.Format, nil, false)
		return
	}
	var buf bytes.Buffer
	if d.Tree.Len() <= MaxKeptNodes && tree.WriteJSON(&buf, d.Tree) == nil {
		keepLast(p, keptTree, absolute(d.Path), d.Name, d.Format, buf.Bytes(), d.Dirty)
		return
	}
	ForgetEdits(p, d)
}

// ForgetEdits keeps the document as it was before its unsaved changes
// (they were discarded): its file, or with none the walk-through.
func ForgetEdits(p Prefs, d Document) {
	if d.Path != "" {
		keepLast(p, keptFile, absolute(d.Path), d.Name, d.Format, nil, false)
		return
	}
	keepLast(p, keptSample, "", samples.Default, tree.FormatJSON, nil, false)
}

func keepLast(p Prefs, kind, path, name string, format tree.Format, content []byte, dirty bool) {
	data, err := json.Marshal(keptTreeRecord{Kind: kind, Path: path, Name: name, Format: format, Content: string(content), Dirty: dirty})
	if err == nil {
		p.SetString(lastKey, string(data))
	}
}

// absolute is path made absolute, so that a file opened from a terminal
// is found again from another folder.
func absolute(path string) string {
	if path == "" {
		return ""
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// Reopen opens the tree KeepLast kept in p, of at most limit nodes, with
// a sample's title in language l: kept reports whether there was one (on
// a first start there is none). A kept tree that no longer reads gives
// session.last_unreadable around why, which names the file
// (tree.ErrTooBig for one over the limit, with the document's path, to
// offer to open it anyway).
func Reopen(p Prefs, l *i18n.Lang, limit int) (d Document, kept bool, err error) {
	var k keptTreeRecord
	if data := p.StringWithFallback(lastKey, ""); data == "" || json.Unmarshal([]byte(data), &k) != nil {
		return Document{}, false, nil // a first start, or a record no version wrote
	}
	name := k.Name
	switch k.Kind {
	case keptSample:
		t, err := samples.LoadIn(l, name)
		if err != nil {
			return Document{}, true, i18n.Wrap(err, "session.last_unreadable")
		}
		return Document{Tree: t, Name: name, Format: tree.FormatJSON, TitleIn: func(l *i18n.Lang) string { return samples.Title(l, name) }}, true, nil
	case keptFile:
		path := k.Path
		d, err := ReadFile(path, limit)
		if err != nil {
			return Document{Path: path}, true, i18n.Wrap(err, "session.last_unreadable")
		}
		return d, true, nil
	case keptTree:
		d, err := ReadBytes(name, []byte(k.Content), limit)
		if err != nil {
			return Document{}, true, i18n.Wrap(err, "session.last_unreadable")
		}
		d.Path, d.Format, d.Dirty = k.Path, k.Format, k.Dirty
		return d, true, nil
	}
	return Document{}, false, nil
}
