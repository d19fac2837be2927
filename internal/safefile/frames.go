package safefile

import (
	"fmt"
	"gametree/internal/i18n"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Frames writes a numbered set of files, NAME-0001.EXT, NAME-0002.EXT, …,
// as a whole. Every frame goes into a temporary folder beside the targets;
// Commit moves them into place only once all are written, and removes the
// frames of an earlier, longer set of the same name, so that a set is
// never mixed with an older one. Abort (or a failed Commit) removes the
// temporary folder: the frames already there stay as they were.
type Frames struct {
	dir, base, ext string
	digits         int
	tmp            string
	names          []string
	inputs         []string
}

// NewFrames prepares the frames named after path ("out/walk.svg" gives
// out/walk-0001.svg, …), count of them; inputs are refused as outputs,
// and never removed as stale frames.
func NewFrames(path string, count int, inputs ...string) (*Frames, error) {
	dir, name, err := folderOf(path)
	if err != nil {
		return nil, i18n.Wrap(err, "file.cannot_write_frames", "File", path)
	}
	ext := filepath.Ext(name)
	f := &Frames{dir: dir, base: strings.TrimSuffix(name, ext), ext: ext,
		digits: max(4, len(strconv.Itoa(count))), inputs: inputs}
	tmp, err := os.MkdirTemp(dir, framesFolder(f.base)+"*")
	if err != nil {
		return nil, i18n.Wrap(cause(err), "file.cannot_write_frames_in", "Folder", dir)
	}
	f.tmp = tmp
	return f, nil
}

// framesFolder is how the temporary folder of frames named base starts;
// os.MkdirTemp adds a number. base is cut short enough for the name to be
// one any file system takes.
func framesFolder(base string) string {
	const suffix = "-frames-"
	return "." + short(base, maxName-len("."+suffix)-maxTempDigits) + suffix
}

// Name returns the file name of frame i (from 1).
func (f *Frames) Name(i int) string {
	return fmt.Sprintf("%s-%0*d%s", f.base, f.digits, i, f.ext)
}

// FrameName is the file name of frame i (from 1) of count named after
// path, as Frames names it: FrameName("out/walk.svg", 3, 81) is
// "walk-0003.svg".
func FrameName(path string, i, count int) string {
	ext := filepath.Ext(path)
	f := Frames{base: strings.TrimSuffix(filepath.Base(path), ext), ext: ext, digits: max(4, len(strconv.Itoa(count)))}
	return f.Name(i)
}

// Add writes the next frame into the temporary folder.
func (f *Frames) Add(data []byte) error {
	name := f.Name(len(f.names) + 1)
	if err := os.WriteFile(filepath.Join(f.tmp, name), data, 0o644); err != nil {
		return i18n.Wrap(cause(err), "file.cannot_write_frame", "File", name)
	}
	f.names = append(f.names, name)
	return nil
}

// Stale says what Commit did with the frames an earlier, longer set of
// the same name left after the new set's last frame.
type Stale struct {
	// Removed counts the frames removed.
	Removed int
	// Kept names the frames left in place because they are inputs of
	// this run (a tree saved under a frame's name): never removed.
	Kept []string
}

// Commit moves the frames into place and removes the stale frames of the
// same name an earlier, longer set left (those numbered on from the last
// new one without a gap), except any that is an input, by whatever name
// or link it was given: those stay and are named in the result.
func (f *Frames) Commit() (Stale, error) {
	defer f.Abort()
	for i, name := range f.names {
		target := filepath.Join(f.dir, name)
		if err := notInputs(target, f.inputs); err != nil {
			return Stale{}, err
		}
		info, err := os.Lstat(target)
		switch {
		case err != nil:
		case !info.Mode().IsRegular():
			return Stale{}, i18n.New("file.frame_not_file", "Frame", i+1, "Frames", len(f.names), "File", name, "Type", TypeOf(info.Mode()))
		case !mayWrite(target):
			return Stale{}, i18n.Wrap(fs.ErrPermission, "file.cannot_write_frame", "File", name)
		}
	}
	for _, name := range f.names {
		if err := os.Rename(filepath.Join(f.tmp, name), filepath.Join(f.dir, name)); err != nil {
			return Stale{}, i18n.Wrap(cause(err), "file.cannot_write_frame", "File", name)
		}
	}
	// An earlier set's frames follow on from this one's without a gap.
	var stale Stale
	for n := len(f.names) + 1; ; n++ {
		p := filepath.Join(f.dir, f.Name(n))
		info, err := os.Lstat(p)
		if err != nil || !info.Mode().IsRegular() {
			return stale, nil
		}
		if notInputs(p, f.inputs) != nil {
			stale.Kept = append(stale.Kept, f.Name(n))
			continue
		}
		if os.Remove(p) != nil {
			return stale, nil
		}
		stale.Removed++
	}
}

// Abort drops the frames written so far; the files in place stay.
func (f *Frames) Abort() {
	if f.tmp != "" {
		os.RemoveAll(f.tmp)
		f.tmp = ""
	}
}

// notInputs refuses a path that is one of the inputs.
func notInputs(path string, inputs []string) error {
	info, err := os.Stat(path)
	if err != nil {
		return nil
	}
	return notInput(path, info, inputs)
}
