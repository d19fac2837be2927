package export

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gametree/internal/i18n"
	"gametree/internal/safefile"
	"gametree/internal/tree"
	"gametree/search"
)

// MaxExercises is the most random trees one set of exercises holds.
const MaxExercises = 999

// RandomTrees makes count different random trees of spec, of at most
// limit nodes each: those of the seeds spec.Seed, spec.Seed+1, …,
// skipping a tree equal to one already made, so that the same seed makes
// the same set. It refuses when the options allow fewer different trees
// than count (tried over many seeds). The trees have no title (see
// TitleExercises).
func RandomTrees(ctx context.Context, spec tree.RandomSpec, count, limit int) ([]*tree.Tree, error) {
	seen := map[string]bool{}
	var trees []*tree.Tree
	tries := 20*count + 200
	for i := 0; len(trees) < count && i < tries; i++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		s := spec
		s.Seed = spec.Seed + uint64(i)
		t, err := tree.Random(s, limit)
		if err != nil {
			return nil, err
		}
		t.Title = "" // it names the seed: compare the trees alone
		var key bytes.Buffer
		if err := tree.WriteJSON(&key, t); err != nil {
			return nil, err
		}
		if seen[key.String()] {
			continue
		}
		seen[key.String()] = true
		trees = append(trees, t)
	}
	if len(trees) < count {
		return nil, i18n.New("export.sheets.few_trees", "Found", len(trees), "Count", count)
	}
	return trees, nil
}

// TitleExercises titles a set's trees in l: "Exercise 1", "Exercise 2",
// …, or, given a title T, "T 1", "T 2", ….
func TitleExercises(l *i18n.Lang, trees []*tree.Tree, title string) {
	for i, t := range trees {
		if title != "" {
			t.Title = l.T("export.sheets.exercise_titled", "Title", title, "N", i+1)
		} else {
			t.Title = l.T("export.sheets.exercise", "N", i+1)
		}
	}
}

// Exercises are paper exercises made together: each tree's worksheet
// and, unless Keys is nil, its answer key. The command line's export
// --count and --worksheet and the window's Practice › Worksheets write
// them through Save (or, for a download, Write).
type Exercises struct {
	Sheets, Keys []*Sheet
	// Set is a set of random trees (export --count): written as two
	// numbered sets of files, OUT-0001.EXT … and OUT-key-0001.EXT …,
	// even of one tree, or as PDF two handouts, OUT.pdf and OUT-key.pdf.
	// Without it, one tree: its worksheet at OUT, its key at
	// OUT-key.EXT.
	Set bool
}

// NewExercises searches each tree with sopt and lays out its worksheet
// and, with keys, its answer key, as NewSheet does with opt; set says a
// set of random trees (see Exercises.Set). A problem with a tree of a set
// names the tree.
func NewExercises(ctx context.Context, trees []*tree.Tree, sopt search.Options, opt Options, keys, set bool) (*Exercises, error) {
	e := &Exercises{Set: set}
	for i, t := range trees {
		tr, err := search.Run(ctx, t, sopt)
		if err != nil {
			if set {
				err = i18n.Wrap(err, "export.sheets.tree_of", "N", i+1, "Sheets", len(trees))
			}
			return nil, err
		}
		e.Sheets = append(e.Sheets, NewSheet(tr, opt, false))
		if keys {
			e.Keys = append(e.Keys, NewSheet(tr, opt, true))
		}
	}
	if len(e.Sheets) == 0 {
		return nil, i18n.New("export.sheets.none")
	}
	return e, nil
}

// Pictures is how many pictures Save draws: progress counts to it.
func (e *Exercises) Pictures() int { return len(e.Sheets) + len(e.Keys) }

// KeyPath is where the answer keys of exercises written at path go:
// OUT-key.EXT beside OUT.EXT.
func KeyPath(path string) string {
	ext := filepath.Ext(path)
	return strings.TrimSuffix(path, ext) + "-key" + ext
}

// Written is what Save wrote, to say to the user (Said).
type Written struct {
	// Trees is how many trees' worksheets were written.
	Trees int
	// Keys says their answer keys were written too.
	Keys bool
	// Set and Handouts say how: numbered files, two PDF handouts, or
	// (neither) one tree's files.
	Set, Handouts bool
	// Files are the first and last worksheet's files, then the first and
	// last key's (the same file twice for a handout or one tree's file);
	// numbered files by their names, the others as given to Save.
	Files [4]string
	// Removed counts the files of an earlier, larger set of the same
	// names that a numbered set removed.
	Removed int
}

// Base is w with every file named by its name alone, as the window says
// it.
func (w Written) Base() Written {
	for i, f := range w.Files {
		if f != "" {
			w.Files[i] = filepath.Base(f)
		}
	}
	return w
}

// Said says what was written, in l, in a sentence or two.
func (w Written) Said(l *i18n.Lang) []string {
	f := w.Files
	var said string
	switch {
	case w.Handouts && w.Keys:
		said = l.N("export.sheets.wrote_handouts", w.Trees, "File", f[0], "Key", f[2])
	case w.Handouts:
		said = l.N("export.sheets.wrote_handout", w.Trees, "File", f[0])
	case w.Set && w.Keys:
		said = l.N("export.sheets.wrote_sheets", w.Trees, "First", f[0], "Last", f[1], "KeyFirst", f[2], "KeyLast", f[3])
	case w.Set:
		said = l.N("export.sheets.wrote_set", w.Trees, "First", f[0], "Last", f[1])
	case w.Keys:
		said = l.T("export.sheets.wrote_sheet_key", "File", f[0], "Key", f[2])
	default:
		said = l.T("export.sheets.wrote_sheet", "File", f[0])
	}
	out := []string{said}
	if w.Removed > 0 {
		out = append(out, l.N("export.sheets.removed", w.Removed, "Last", w.Trees))
	}
	return out
}

// Save writes the exercises in format f (svg, png, pdf, tex or dot):
// the worksheets at path and the keys at KeyPath(path), numbered as
// frames are for a set but as PDF (see Exercises.Set). Every file is
// written whole or not at all, through safefile: a failure or a
// cancelled ctx leaves all of them as they were, and a file of a
// numbered set that is a link, a folder or a pipe is refused before any
// is put in place. inputs are never overwritten nor removed. progress, if
// not nil, is called after each picture drawn, up to Pictures.
func (e *Exercises) Save(ctx context.Context, f Format, path string, progress func(done int), inputs ...string) (Written, error) {
	keyPath := KeyPath(path)
	w := Written{Trees: len(e.Sheets), Keys: e.Keys != nil, Set: e.Set, Files: [4]string{path, path, keyPath, keyPath}}
	if !w.Keys {
		w.Files[2], w.Files[3] = "", ""
	}
	if e.Set && f != PDF {
		return e.saveNumbered(ctx, f, path, keyPath, progress, inputs)
	}
	w.Handouts = e.Set
	paths := []string{path}
	if w.Keys {
		paths = append(paths, keyPath)
	}
	err := saveWhole(paths, inputs, func(i int, out io.Writer) error {
		return e.write(ctx, f, i == 1, out, progress)
	})
	return w, err
}

// write draws the worksheets (or the keys) into out: as a handout, a
// page a sheet, for PDF, else the one sheet. progress counts the keys
// after the worksheets.
func (e *Exercises) write(ctx context.Context, f Format, keys bool, out io.Writer, progress func(done int)) error {
	sheets, before := e.Sheets, 0
	if keys {
		sheets, before = e.Keys, len(e.Sheets)
	}
	counted := func(done int) {
		if progress != nil {
			progress(before + done)
		}
	}
	if f == PDF {
		return Handout(ctx, sheets, out, counted)
	}
	data, err := sheets[0].Write(ctx, f)
	if err == nil {
		_, err = out.Write(data)
	}
	if err == nil {
		counted(1)
	}
	return err
}

// saveWhole writes each of paths through write(i, file), all or none:
// each file is written beside its place, and put in place only when all
// are drawn.
func saveWhole(paths, inputs []string, write func(i int, out io.Writer) error) error {
	files := make([]*safefile.File, len(paths))
	abort := func() {
		for _, f := range files {
			if f != nil {
				f.Abort()
			}
		}
	}
	for i, p := range paths {
		f, err := safefile.Create(p, inputs...)
		if err != nil {
			abort()
			return err
		}
		files[i] = f
	}
	for i, f := range files {
		if err := write(i, f); err != nil {
			abort()
			return err
		}
	}
	for i, f := range files {
		if err := f.Commit(); err != nil {
			files[i] = nil
			abort()
			return err
		}
		files[i] = nil
	}
	return nil
}

// saveNumbered writes the worksheets and the keys as two numbered sets
// (see safefile.Frames).
func (e *Exercises) saveNumbered(ctx context.Context, f Format, path, keyPath string, progress func(done int), inputs []string) (Written, error) {
	w := Written{Trees: len(e.Sheets), Keys: e.Keys != nil, Set: true}
	kinds := [][]*Sheet{e.Sheets}
	targets := []string{path}
	if w.Keys {
		kinds, targets = append(kinds, e.Keys), append(targets, keyPath)
	}
	sets := make([]*safefile.Frames, len(kinds))
	for i, p := range targets {
		var err error
		if sets[i], err = safefile.NewFrames(p, len(e.Sheets), inputs...); err != nil {
			return w, err
		}
		defer sets[i].Abort()
	}
	done := 0
	for i := range e.Sheets {
		for j, sheets := range kinds {
			data, err := sheets[i].Write(ctx, f)
			if err == nil {
				err = sets[j].Add(data)
			}
			if err != nil {
				return w, i18n.Wrap(err, "export.sheets.tree_of", "N", i+1, "Sheets", len(e.Sheets))
			}
			if done++; progress != nil {
				progress(done)
			}
		}
	}
	// Both sets are checked before either is put in place, so that a
	// refused key leaves the worksheets as they were too.
	for _, set := range sets {
		for i := range e.Sheets {
			name := filepath.Join(filepath.Dir(path), set.Name(i+1))
			if info, err := os.Lstat(name); err == nil && !info.Mode().IsRegular() {
				return w, i18n.New("export.sheets.not_file", "File", name, "Type", safefile.TypeOf(info.Mode()))
			}
		}
	}
	for j, set := range sets {
		stale, err := set.Commit()
		if err != nil {
			return w, err
		}
		w.Removed += stale.Removed
		w.Files[2*j], w.Files[2*j+1] = set.Name(1), set.Name(len(e.Sheets))
	}
	return w, nil
}

// Write writes the exercises into out, for a place with no files of its
// own (a download in the browser), as Save would write them at name: one
// file as it is; several (a key, a numbered set) as a zip archive of the
// files Save would write, named as it names them. It returns the name of
// the download: name, or its .zip.
func (e *Exercises) Write(ctx context.Context, f Format, name string, out io.Writer, progress func(done int)) (string, error) {
	if e.Keys == nil && (!e.Set || f == PDF) {
		return name, e.write(ctx, f, false, out, progress)
	}
	z := zip.NewWriter(out)
	add := func(file string, data []byte) error {
		fw, err := z.CreateHeader(&zip.FileHeader{Name: file, Method: zip.Deflate, Modified: time.Now()})
		if err == nil {
			_, err = fw.Write(data)
		}
		return err
	}
	targets := []string{name}
	if e.Keys != nil {
		targets = append(targets, KeyPath(name))
	}
	if e.Set && f != PDF {
		done := 0
		for i := range e.Sheets {
			for j, sheets := range [][]*Sheet{e.Sheets, e.Keys}[:len(targets)] {
				data, err := sheets[i].Write(ctx, f)
				if err == nil {
					err = add(safefile.FrameName(targets[j], i+1, len(e.Sheets)), data)
				}
				if err != nil {
					return "", i18n.Wrap(err, "export.sheets.tree_of", "N", i+1, "Sheets", len(e.Sheets))
				}
				if done++; progress != nil {
					progress(done)
				}
			}
		}
	} else {
		for i, target := range targets {
			var b bytes.Buffer
			if err := e.write(ctx, f, i == 1, &b, progress); err != nil {
				return "", err
			}
			if err := add(target, b.Bytes()); err != nil {
				return "", err
			}
		}
	}
	if err := z.Close(); err != nil {
		return "", err
	}
	return strings.TrimSuffix(name, filepath.Ext(name)) + ".zip", nil
}
