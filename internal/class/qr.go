package class

import (
	"bytes"
	"fmt"
	"net/http"

	qrcode "github.com/skip2/go-qrcode"
)

// QRSVG draws text's QR code as SVG, a unit per module with the quiet
// zone around, dark on white: large enough to scan from the back row
// when a page or the window scales it up.
func QRSVG(text string) ([]byte, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, fmt.Errorf("class: QR code: %w", err)
	}
	bits := q.Bitmap()
	n := len(bits)
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, n, n)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="`, n, n)
	for y, row := range bits {
		for x := 0; x < len(row); x++ {
			if !row[x] {
				continue
			}
			run := 1
			for x+run < len(row) && row[x+run] {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x, y, run, run)
			x += run - 1
		}
	}
	b.WriteString(`"/></svg>`)
	return b.Bytes(), nil
}

// JoinURL is the students' address with the join code in it, as the QR
// code holds it: Options.Address with ?c=CODE.
func (s *Server) JoinURL() string { return s.opt.Address + "?c=" + s.code }

func (s *Server) handleJoinQR(w http.ResponseWriter, r *http.Request) {
	if !s.teacher(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="class"`)
		http.Error(w, "the teacher's token is needed", http.StatusUnauthorized)
		return
	}
	svg, err := QRSVG(s.JoinURL())
	if err != nil {
		http.Error(w, "no QR code", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(svg)
}
