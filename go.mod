module gametree

go 1.26.8

require (
	github.com/fogleman/gg v1.3.0
	github.com/goccy/go-graphviz v0.2.10
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0
	golang.org/x/image v0.24.0
)

require (
	fyne.io/fyne/v2 v2.8.1 // indirect
	github.com/disintegration/imaging v1.6.2 // indirect
	github.com/flopp/go-findfont v0.1.0 // indirect
	github.com/tetratelabs/wazero v1.10.1 // indirect
	golang.org/x/text v0.22.0 // indirect
)
