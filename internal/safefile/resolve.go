package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"gametree/internal/i18n"
)

// maxLinks is how many symbolic links one path may go through, as on
// Linux: past it the path is taken for a loop.
const maxLinks = 40

// place is where a path leads, found as the kernel finds it.
type place struct {
	// path is the file's real folder (no link on the way, no . or ..)
	// joined with its name; the name is no link either. "" for a
	// descriptor.
	path string
	// info describes the file at path; nil when there is none yet.
	info fs.FileInfo
	// fd is the descriptor of this process the path names (/dev/stdout,
	// /dev/fd/3, /proc/self/fd/1), or -1.
	fd int
}

// walk finds where path leads as the kernel does: component by component
// from the current folder (or the root), following every symbolic link;
// a link's target, when relative, is read from the folder the link is
// in, and a ".." goes up from where the path has got to, past any link,
// so that "dl/../x" is x beside the folder dl leads to, not ./x. The last
// component need not exist (a new file), but every folder before it must.
// A link that names one of this process's descriptors is that
// descriptor, whatever file it has open.
func walk(path string) (place, error) {
	vol := filepath.VolumeName(path)
	rest := path[len(vol):]
	dest := vol // the real folder reached so far; "" for the current one
	if rest != "" && os.IsPathSeparator(rest[0]) {
		dest = vol + string(filepath.Separator)
	}
	pending := components(rest)
	folder := rest != "" && os.IsPathSeparator(rest[len(rest)-1]) // "out/": only a folder will do
	links := 0
	for len(pending) > 0 {
		name := pending[0]
		pending = pending[1:]
		last := len(pending) == 0
		if name == ".." {
			dest = parent(dest)
			continue
		}
		next := join(dest, name)
		if fd, ok := descriptor(dest, name); ok {
			if !last {
				return place{}, i18n.New("file.not_folder", "Folder", next)
			}
			return place{fd: fd}, nil
		}
		info, err := os.Lstat(next)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if !last || folder {
				return place{}, i18n.New("file.no_folder", "Folder", next)
			}
			return place{path: next, fd: -1}, nil
		case err != nil:
			return place{}, cause(err)
		case info.Mode()&fs.ModeSymlink != 0:
			if links++; links > maxLinks {
				return place{}, i18n.New("file.link_loop")
			}
			link, err := os.Readlink(next)
			if err != nil {
				return place{}, cause(err)
			}
			if link == "" {
				return place{}, fs.ErrNotExist
			}
			if filepath.IsAbs(link) {
				v := filepath.VolumeName(link)
				dest, link = v+string(filepath.Separator), link[len(v):]
			}
			pending = append(components(link), pending...)
			continue
		case !info.IsDir() && (!last || folder):
			return place{}, i18n.New("file.not_folder", "Folder", next)
		case last:
			return place{path: next, info: info, fd: -1}, nil
		}
		dest = next
	}
	// The path ends in a folder: "/", ".", "dl/..", "out/".
	if dest == "" {
		dest = "."
	}
	info, err := os.Lstat(dest)
	if err != nil {
		return place{}, cause(err)
	}
	return place{path: dest, info: info, fd: -1}, nil
}

// components splits a path into its names, dropping empty ones and ".".
func components(path string) []string {
	names := strings.FieldsFunc(path, func(r rune) bool { return r < 0x80 && os.IsPathSeparator(uint8(r)) })
	kept := names[:0]
	for _, name := range names {
		if name != "." {
			kept = append(kept, name)
		}
	}
	return kept
}

// parent is the folder above dest, a real folder, "" (the current
// folder) or a run of "..": from the current folder or a run of "..",
// one more ".."; the root's parent is the root.
func parent(dest string) string {
	switch {
	case dest == "":
		return ".."
	case filepath.Base(dest) == "..":
		return filepath.Join(dest, "..")
	case dest == filepath.VolumeName(dest)+string(filepath.Separator):
		return dest
	}
	if d := filepath.Dir(dest); d != "." {
		return d
	}
	return ""
}

// join adds a name (never "..") to a real folder.
func join(dest, name string) string {
	if dest == "" {
		return name
	}
	return filepath.Join(dest, name)
}

// folderOf finds the real folder a file named path goes in, and the
// file's name, without following the name itself: what frames named
// after path ("out/walk.svg" for out/walk-0001.svg) are put in.
func folderOf(path string) (dir, name string, err error) {
	i := len(path)
	for i > len(filepath.VolumeName(path)) && !os.IsPathSeparator(path[i-1]) {
		i--
	}
	head, name := path[:i], path[i:]
	if name == "" || name == "." || name == ".." {
		return "", "", i18n.New("file.type_folder")
	}
	if head == "" {
		head = "."
	}
	p, err := walk(head)
	switch {
	case err != nil:
		return "", "", err
	case p.fd >= 0 || p.info == nil:
		return "", "", i18n.New("file.not_folder", "Folder", head)
	case !p.info.IsDir():
		return "", "", i18n.New("file.not_folder", "Folder", p.path)
	}
	return p.path, name, nil
}
