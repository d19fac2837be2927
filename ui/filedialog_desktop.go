//go:build !js

package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/i18n"
	"gametree/internal/session"
)

// Fyne's file dialog names its places (Home, Computer, Documents…) in
// English whatever the language, and offers no way to show every file
// once filtered. dressFileDialog reaches its parts through their public
// fields (a pop-up's content, containers' objects, a split's sides, a
// scroll's content, a list's UpdateItem, the overlay's Content); a part it does not find as it
// expects is left as Fyne made it.

// places are the keys of the names of the file dialog's places.
var places = map[string]string{
	"Home": "files.place.home", "Computer": "files.place.computer", "Desktop": "files.place.desktop",
	"Documents": "files.place.documents", "Downloads": "files.place.downloads", "Music": "files.place.music",
	"Pictures": "files.place.pictures", "Videos": "files.place.videos", "App Files": "files.place.app_files",
}

// treeFilter shows the files Open reads as trees.
func treeFilter() storage.FileFilter { return storage.NewExtensionFileFilter(session.TreeExtensions) }

// dressFileDialog names the places of the file dialog on top of canvas c
// in language l; for Open (d given), it adds a check box that shows
// every file, not only trees.
func dressFileDialog(c fyne.Canvas, l *i18n.Lang, d *dialog.FileDialog) {
	pop := c.Overlays().Top()
	if pop == nil {
		return
	}
	var split *container.Split
	var name *container.Scroll
	walk(pop, func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *container.Split:
			if split == nil {
				split = o
			}
		case *container.Scroll:
			if _, ok := o.Content.(*widget.Label); ok && name == nil {
				name = o // the chosen file's name, in the footer
			}
		}
	})
	if split == nil {
		return
	}
	if list, ok := split.Leading.(*widget.List); ok && list.UpdateItem != nil {
		update := list.UpdateItem
		list.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
			update(id, item)
			if row, ok := item.(*fyne.Container); ok && len(row.Objects) > 1 {
				if label, ok := row.Objects[1].(*widget.Label); ok {
					if key, ok := places[label.Text]; ok {
						label.SetText(l.T(key))
					}
				}
			}
		}
		list.Refresh()
	}
	if d == nil || name == nil {
		return
	}
	all := widget.NewCheck(l.T("files.all_files"), func(on bool) {
		if on {
			d.SetFilter(nil)
		} else {
			d.SetFilter(treeFilter())
		}
	})
	placed := false
	walk(pop, func(o fyne.CanvasObject) {
		if box, ok := o.(*fyne.Container); ok && !placed {
			for i, inner := range box.Objects {
				if inner == name {
					placed = true
					box.Objects[i] = container.NewBorder(nil, nil, all, nil, name)
					box.Refresh()
					return
				}
			}
		}
	})
}
