// Command serve serves the browser version of gametree (make web builds
// it into dist/web) on localhost, compressing what it sends, and prints
// the address: go run ./internal/web/serve [-addr 127.0.0.1:8080] [DIR].
package main

import (
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "where to listen")
	flag.Parse()
	dir := "dist/web"
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s holds no index.html: run make web first\n", dir)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("gametree in the browser: http://%s/ (Ctrl+C stops)\n", ln.Addr())
	if err := http.Serve(ln, compressed(http.FileServer(http.Dir(dir)))); err != nil && !errors.Is(err, net.ErrClosed) {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}

// compressed gzips responses for clients that take it, but files
// compressed already (the .wasm.gz the page unpacks itself, pictures).
func compressed(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		ext := filepath.Ext(r.URL.Path)
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || ext == ".gz" || ext == ".png" {
			h.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Add("Vary", "Accept-Encoding")
		gz := gzip.NewWriter(w)
		defer gz.Close()
		h.ServeHTTP(gzipWriter{ResponseWriter: w, w: gz}, r)
	})
}

// gzipWriter sends what a handler writes through gzip.
type gzipWriter struct {
	http.ResponseWriter
	w *gzip.Writer
}

func (g gzipWriter) Write(b []byte) (int, error) { return g.w.Write(b) }

// WriteHeader drops the length the file server sets: the compressed body
// has another.
func (g gzipWriter) WriteHeader(code int) {
	g.Header().Del("Content-Length")
	g.ResponseWriter.WriteHeader(code)
}
