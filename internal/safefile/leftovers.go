package safefile

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gametree/internal/i18n"
)

// LeftoverAge is how old a run's temporary file or folder must be before
// a later run takes it for a leftover: younger ones may belong to a run
// still going (a long animation).
const LeftoverAge = 24 * time.Hour

// Sweep removes what earlier runs writing path left behind when they were
// killed (SIGKILL, a crash, a power cut) before they could clean up: the
// temporary file of a one-file output (.walk.gif.123.tmp) and the
// temporary folder of a set of frames (.walk-frames-123/), if older than
// LeftoverAge, beside path (or beside the file a link at path leads to).
// Only names this package makes are touched, and a folder only when it
// holds nothing but files. It returns the names removed, for the caller
// to say.
func Sweep(path string, now time.Time) []string {
	if path == "" {
		return nil
	}
	var dirs []string
	dir, base, err := folderOf(path)
	if err == nil {
		dirs = append(dirs, dir) // frames, and the file unless a link leads elsewhere
	}
	base = strings.TrimSuffix(base, filepath.Ext(base))
	target := ""
	if p, err := walk(path); err == nil && p.path != "" {
		target = filepath.Base(p.path)
		if !slices.Contains(dirs, filepath.Dir(p.path)) {
			dirs = append(dirs, filepath.Dir(p.path))
		}
	}
	var removed []string
	for _, dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			name := e.Name()
			isFile, isFolder := target != "" && isLeftoverFile(name, target), base != "" && isLeftoverFolder(name, base)
			if !isFile && !isFolder {
				continue
			}
			leftover := filepath.Join(dir, name)
			info, err := os.Lstat(leftover)
			if err != nil || now.Sub(info.ModTime()) < LeftoverAge {
				continue
			}
			switch {
			case isFile && info.Mode().IsRegular():
				err = os.Remove(leftover)
			case isFolder && info.IsDir() && onlyFiles(leftover):
				err = os.RemoveAll(leftover)
			default:
				continue
			}
			if err == nil {
				removed = append(removed, name)
			}
		}
	}
	return removed
}

// isLeftoverFile reports whether file is a temporary file Create made
// for name: .NAME.DIGITS.tmp.
func isLeftoverFile(file, name string) bool {
	prefix, suffix, _ := strings.Cut(tempPattern(name), "*")
	return numbered(file, prefix, suffix)
}

// isLeftoverFolder reports whether folder is a temporary folder
// NewFrames made for frames named base: .BASE-frames-DIGITS.
func isLeftoverFolder(folder, base string) bool {
	return numbered(folder, framesFolder(base), "")
}

// numbered reports whether s is prefix, digits, suffix (names are
// compared as bytes, whatever they hold).
func numbered(s, prefix, suffix string) bool {
	middle, hasPrefix := strings.CutPrefix(s, prefix)
	middle, hasSuffix := strings.CutSuffix(middle, suffix)
	if !hasPrefix || !hasSuffix || middle == "" {
		return false
	}
	return strings.Trim(middle, "0123456789") == ""
}

// onlyFiles reports whether a folder holds regular files only.
func onlyFiles(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			return false
		}
	}
	return true
}

// TypeOf says what kind of thing other than a regular file mode is, as
// the end of a sentence ("it is a symbolic link"), in any language.
func TypeOf(mode fs.FileMode) *i18n.Error {
	switch {
	case mode&fs.ModeSymlink != 0:
		return i18n.New("file.type_link")
	case mode.IsDir():
		return i18n.New("file.type_folder")
	case mode&fs.ModeNamedPipe != 0:
		return i18n.New("file.type_pipe")
	case mode&fs.ModeSocket != 0:
		return i18n.New("file.type_socket")
	case mode&fs.ModeDevice != 0:
		return i18n.New("file.type_device")
	}
	return i18n.New("file.type_other")
}
