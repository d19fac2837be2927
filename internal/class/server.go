// Package class runs a class session: students follow the teacher's step
// on their own phones and laptops, in a page served here, and answer the
// questions of package practice live. It knows nothing of the window:
// the window and the headless command each give it a Source and drive it.
//
// The interface (docs/class.md):
//
//	GET  /             the students' page (a join form without the join code)
//	GET  /events       Server-Sent Events: step, question, reveal, end
//	GET  /step/N.svg   step N's picture, 403 beyond the teacher's step
//	POST /answer       {"question": ID, "answer": N | "typed", "name": "…"}
//	POST /control      {"do": "next"|"prev"|"first"|"last"|"goto"|"ask"|"close"|"reveal"|"end", "step": N}
//	GET  /results      the teacher's view: the step, the question, its histogram
//	GET  /answers.csv  every answer, one per student and question
//	GET  /join.svg     the QR code of the students' address, for the projector
//
// /control, /results, /answers.csv and /join.svg need "Authorization: Bearer TOKEN".
package class

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"gametree/internal/export"
	"gametree/internal/i18n"
)

// Options are a class's limits and where it listens.
type Options struct {
	// Lang is the teacher's language (en, ro, it): the join and full pages
	// fall back to it.
	Lang string
	// Public says the class listens beyond this machine; the pages say so.
	Public bool
	// Address is the students' address (Listen's), which the join code is
	// added to for the QR code; "" when it is not known.
	Address string
	// MaxStudents is the most event streams open at once (default 400);
	// beyond it a student gets the "class is full" page.
	MaxStudents int
	// Rate and Burst limit each client's requests (a joined student by
	// their cookie, anyone else by address): Rate a second on average,
	// Burst at once (default 10 and 40).
	Rate  float64
	Burst int
	// MaxConns is the most connections Serve keeps open at once, and
	// MaxPerHost the most from one address (default 800 and 24); a
	// connection beyond them gets the "class is full" page.
	MaxConns, MaxPerHost int
	// Heartbeat is how often an idle event stream gets a comment, to keep
	// it open through proxies and find dead clients (default 20 s).
	Heartbeat time.Duration
}

func (o Options) withDefaults() Options {
	if o.Lang == "" {
		o.Lang = i18n.Default
	}
	if o.MaxStudents <= 0 {
		o.MaxStudents = 400
	}
	if o.Rate <= 0 {
		o.Rate = 10
	}
	if o.Burst <= 0 {
		o.Burst = 40
	}
	if o.MaxConns <= 0 {
		o.MaxConns = 800
	}
	if o.MaxPerHost <= 0 {
		o.MaxPerHost = 24
	}
	if o.Heartbeat <= 0 {
		o.Heartbeat = 20 * time.Second
	}
	return o
}

// Limits of what a client may send.
const (
	maxBody    = 4 << 10 // bytes of a POST body
	maxName    = 40      // characters of a student's name
	maxJoined  = 5000    // students who ever joined, kept
	maxCached  = 64      // step pictures kept drawn
	fontPath   = "/font/go-regular.woff"
	boldPath   = "/font/go-bold.woff"
	cookieName = "gametree_class"
)

// Server is one class session. Make it with New; it is safe for
// concurrent use.
type Server struct {
	src Source
	opt Options // opt.Lang is the language New was given: see lang
	// lang is the teacher's language of the moment (SetLang).
	lang atomic.Pointer[string]
	tok  string // the teacher's token
	code string // the join code
	mux  *http.ServeMux
	// regular and bold are the fonts the pictures link to.
	regular, bold []byte
	strings       map[string][]byte // the page's strings, by language, as JSON
	limit         *limiter

	drawMu sync.Mutex // one picture drawn at a time; guards cache
	cache  map[int]drawn
	// drawing counts Redraws: the pictures' addresses carry it, so that
	// a browser's cached picture of an earlier drawing is not shown.
	drawing int

	mu       sync.Mutex // guards everything below
	joined   map[string]bool
	streams  map[string]int // open event streams by student
	nstreams int
	clients  map[*client]struct{}
	shown    int // the step last sent
	stepEv   piece
	quesEv   piece
	revealEv piece
	ended    bool
	endCh    chan struct{}
	q        *liveQuestion
	asked    []*liveQuestion // every question asked, in order
	hs       *http.Server    // set by Serve
}

// piece is one event as sent, and a version that grows when it changes.
type piece struct {
	data    []byte
	version int
}

// client is one open event stream.
type client struct{ wake chan struct{} }

// New makes a class following src. If src is a *TraceSource its Goto
// tells the server.
func New(src Source, opt Options) (*Server, error) {
	opt = opt.withDefaults()
	tok, err := randomHex(16)
	if err != nil {
		return nil, err
	}
	code, err := joinCode()
	if err != nil {
		return nil, err
	}
	s := &Server{src: src, opt: opt, tok: tok, code: code, cache: map[int]drawn{}, joined: map[string]bool{},
		streams: map[string]int{}, clients: map[*client]struct{}{}, endCh: make(chan struct{}), shown: -1,
		limit: newLimiter(opt.Rate, opt.Burst)}
	s.lang.Store(&opt.Lang)
	if s.regular, s.bold, err = export.FontFiles(); err != nil {
		return nil, fmt.Errorf("class: %w", err)
	}
	if s.strings, err = pageStrings(); err != nil {
		return nil, err
	}
	if ts, ok := src.(*TraceSource); ok {
		ts.OnChange(s.Changed)
	}
	s.routes()
	s.Changed()
	return s, nil
}

// Token is the teacher's token, for /control: shown to the teacher only.
func (s *Server) Token() string { return s.tok }

// Code is the join code students type, or find in the QR code's address.
func (s *Server) Code() string { return s.code }

// Handler serves the class.
func (s *Server) Handler() http.Handler { return s }

// ServeHTTP implements http.Handler: every request is rate limited, and
// answered with the security headers of a page that loads nothing but its
// own files.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	if !s.limit.allow(s.clientKey(r), time.Now()) {
		h.Set("Retry-After", "1")
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	s.mux.ServeHTTP(w, r)
}

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", s.handlePage)
	m.HandleFunc("GET /teacher", s.handleTeacherPage)
	m.HandleFunc("GET /page/{file}", s.handleAsset)
	m.HandleFunc("GET /i18n/{file}", s.handleStrings)
	m.HandleFunc("GET /font/{file}", s.handleFont)
	m.HandleFunc("GET /events", s.handleEvents)
	m.HandleFunc("GET /step/{file}", s.handleStep)
	m.HandleFunc("POST /answer", s.handleAnswer)
	m.HandleFunc("POST /control", s.handleControl)
	m.HandleFunc("GET /results", s.handleResults)
	m.HandleFunc("GET /answers.csv", s.handleCSV)
	m.HandleFunc("GET /join.svg", s.handleJoinQR)
	s.mux = m
}

// clientKey is who a request counts against for the rate limit: a joined
// student's cookie, else the address it comes from.
func (s *Server) clientKey(r *http.Request) string {
	if id := s.student(r); id != "" {
		return "s:" + id
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return "a:" + host
}

// student is the joined student who sent r, or "".
func (s *Server) student(r *http.Request) string {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return ""
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.joined[c.Value] {
		return c.Value
	}
	return ""
}

// teacher reports whether r carries the teacher's token, compared in
// constant time.
func (s *Server) teacher(r *http.Request) bool {
	a := r.Header.Get("Authorization")
	tok, ok := strings.CutPrefix(a, "Bearer ")
	return ok && subtle.ConstantTimeCompare([]byte(tok), []byte(s.tok)) == 1
}

// SetLang makes code (en, ro, it) the teacher's language from now on:
// the results, the answers' CSV, and the pages a browser asking for no
// language of ours gets (the "class is full" page, made as Serve starts,
// keeps the language of then). Each student's page keeps the student's
// own.
func (s *Server) SetLang(code string) error {
	if _, err := i18n.Load(code); err != nil {
		return fmt.Errorf("class: %w", err)
	}
	s.lang.Store(&code)
	return nil
}

// teacherLang is the teacher's language of the moment.
func (s *Server) teacherLang() string { return *s.lang.Load() }

// Changed tells the server the source's step may have changed: every
// student gets the new step. An open question closes once its step is
// shown. It calls the source's Step, Steps and Narration, so the source
// calls it without holding a lock those take; any goroutine may.
func (s *Server) Changed() {
	k := s.src.Step()
	s.mu.Lock()
	defer s.mu.Unlock()
	if k == s.shown || s.ended {
		return
	}
	s.shown = k
	ev := stepEvent{Step: k, Steps: s.src.Steps(), Narration: s.src.Narration(k, s.teacherLang()), Narrations: map[string]string{},
		Picture: "/step/" + strconv.Itoa(k) + ".svg?d=" + strconv.Itoa(s.drawing), Public: s.opt.Public}
	for _, code := range i18n.Codes() {
		ev.Narrations[code] = s.src.Narration(k, code)
	}
	s.stepEv.set(event("step", ev))
	if s.q != nil && s.q.open && k >= s.q.step {
		s.closeLocked()
	}
	s.wakeLocked()
}

// Redraw tells the server the source draws its steps differently now (the
// window's theme, hidden values): the pictures are drawn again, and every
// student gets the step again with its new picture.
func (s *Server) Redraw() {
	s.drawMu.Lock()
	clear(s.cache)
	s.drawMu.Unlock()
	s.mu.Lock()
	s.drawing++
	s.shown = -1
	s.mu.Unlock()
	s.Changed()
}

// stepEvent is the data of a step event.
type stepEvent struct {
	Step       int               `json:"step"`
	Steps      int               `json:"steps"`
	Narration  string            `json:"narration"`  // in the teacher's language
	Narrations map[string]string `json:"narrations"` // by language
	Picture    string            `json:"picture"`
	Public     bool              `json:"public"`
}

func (p *piece) set(data []byte) { p.data, p.version = data, p.version+1 }

// event is one Server-Sent Event of JSON data.
func event(name string, v any) []byte {
	data, _ := json.Marshal(v) // the events are plain structs
	return []byte("event: " + name + "\ndata: " + string(data) + "\n\n")
}

func (s *Server) wakeLocked() {
	for c := range s.clients {
		select {
		case c.wake <- struct{}{}:
		default: // already woken: it reads the latest state
		}
	}
}

// Students is how many students follow the class now.
func (s *Server) Students() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.streams)
}

// Stop ends the class: every student is told the class has ended and
// their stream closes; nothing changes after.
func (s *Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return
	}
	s.ended = true
	close(s.endCh)
	s.wakeLocked()
}

// Ended is closed once the class has ended.
func (s *Server) Ended() <-chan struct{} { return s.endCh }

func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	id := s.student(r)
	if id == "" {
		http.Error(w, "join the class first", http.StatusForbidden)
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	c := &client{wake: make(chan struct{}, 1)}
	s.mu.Lock()
	if s.nstreams >= s.opt.MaxStudents {
		s.mu.Unlock()
		s.full(w, r)
		return
	}
	s.nstreams++
	s.streams[id]++
	s.clients[c] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.clients, c)
		s.nstreams--
		if s.streams[id]--; s.streams[id] <= 0 {
			delete(s.streams, id)
		}
		s.mu.Unlock()
	}()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	var sent [3]int // versions of step, question and reveal sent
	tick := time.NewTicker(s.opt.Heartbeat)
	defer tick.Stop()
	send := func(b []byte) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(10 * time.Second))
		_, err := w.Write(b)
		return err == nil
	}
	if !send([]byte("retry: 2000\n\n")) {
		return
	}
	for {
		s.mu.Lock()
		var out []byte
		for i, p := range []*piece{&s.stepEv, &s.quesEv, &s.revealEv} {
			if p.version != sent[i] {
				out = append(out, p.data...)
				sent[i] = p.version
			}
		}
		ended := s.ended
		s.mu.Unlock()
		if ended {
			out = append(out, event("end", map[string]string{"message": "the class has ended"})...)
		}
		if len(out) > 0 {
			if !send(out) {
				return
			}
			flusher.Flush()
		}
		if ended {
			return
		}
		select {
		case <-r.Context().Done():
			return
		case <-c.wake:
		case <-tick.C:
			if !send([]byte(": ♥\n\n")) {
				return
			}
			flusher.Flush()
		}
	}
}

// handleStep serves step N's picture, for N not beyond the teacher's
// step.
func (s *Server) handleStep(w http.ResponseWriter, r *http.Request) {
	if s.student(r) == "" && !s.teacher(r) {
		http.Error(w, "join the class first", http.StatusForbidden)
		return
	}
	name, ok := strings.CutSuffix(r.PathValue("file"), ".svg")
	k, err := strconv.Atoi(name)
	if !ok || err != nil || k < 0 || strconv.Itoa(k) != name {
		http.NotFound(w, r)
		return
	}
	s.mu.Lock()
	shown := s.shown
	s.mu.Unlock()
	if k > shown {
		http.Error(w, "not shown yet", http.StatusForbidden)
		return
	}
	pic, err := s.picture(k)
	if err != nil {
		http.Error(w, "the picture could not be drawn", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Cache-Control", "private, max-age=3600")
	h.Set("Vary", "Accept-Encoding")
	if acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip")
		h.Set("Content-Length", strconv.Itoa(len(pic.gz)))
		w.Write(pic.gz)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(pic.svg)))
	w.Write(pic.svg)
}

// drawn is a step's picture, as SVG and gzipped.
type drawn struct{ svg, gz []byte }

// picture is step k's SVG, drawn and compressed once.
func (s *Server) picture(k int) (drawn, error) {
	s.drawMu.Lock()
	defer s.drawMu.Unlock()
	if d, ok := s.cache[k]; ok {
		return d, nil
	}
	b, err := s.src.SVG(k, fontPath, boldPath)
	if err != nil {
		return drawn{}, err
	}
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	if len(s.cache) >= maxCached {
		clear(s.cache)
	}
	d := drawn{svg: b, gz: z.Bytes()}
	s.cache[k] = d
	return d, nil
}

// acceptsGzip reports whether r's Accept-Encoding takes gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

func (s *Server) handleFont(w http.ResponseWriter, r *http.Request) {
	var b []byte
	switch "/font/" + r.PathValue("file") {
	case fontPath:
		b = s.regular
	case boldPath:
		b = s.bold
	default:
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "font/woff")
	w.Header().Set("Cache-Control", "public, max-age=86400, immutable")
	w.Write(b)
}

// control is a body of POST /control.
type control struct {
	Do   string `json:"do"`
	Step *int   `json:"step"`
}

func (s *Server) handleControl(w http.ResponseWriter, r *http.Request) {
	if !s.teacher(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="class"`)
		http.Error(w, "the teacher's token is needed", http.StatusUnauthorized)
		return
	}
	var c control
	if !readJSON(w, r, &c) {
		return
	}
	if err := s.Do(c.Do, c.Step); err != nil {
		var ce codeError
		if errors.As(err, &ce) {
			http.Error(w, ce.msg, ce.status)
			return
		}
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	writeJSON(w, s.Results())
}

// codeError is a refused command, with its HTTP status.
type codeError struct {
	status int
	msg    string
}

func (e codeError) Error() string { return e.msg }

// Do carries out a teacher's command: next, prev, first, last, goto
// (step), ask (the question about the next step), close, reveal, end.
func (s *Server) Do(do string, step *int) error {
	k, n := s.src.Step(), s.src.Steps()
	switch do {
	case "next":
		s.src.Goto(min(k+1, n-1))
	case "prev":
		s.src.Goto(max(k-1, 0))
	case "first":
		s.src.Goto(0)
	case "last":
		s.src.Goto(n - 1)
	case "goto":
		if step == nil || *step < 0 || *step >= n {
			return codeError{http.StatusBadRequest, fmt.Sprintf("goto needs a step from 0 to %d", n-1)}
		}
		s.src.Goto(*step)
	case "ask":
		return s.Ask()
	case "close":
		return s.CloseQuestion()
	case "reveal":
		return s.Reveal()
	case "end":
		s.Stop()
	default:
		return codeError{http.StatusBadRequest, fmt.Sprintf("unknown command %q", do)}
	}
	return nil
}

// readJSON decodes a small JSON body into v, or answers 400 or 413.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	d := json.NewDecoder(r.Body)
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			http.Error(w, "body too large", http.StatusRequestEntityTooLarge)
			return false
		}
		http.Error(w, "malformed JSON", http.StatusBadRequest)
		return false
	}
	if d.More() {
		http.Error(w, "one JSON value only", http.StatusBadRequest)
		return false
	}
	return true
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v)
}

// randomHex is n random bytes in hex, from crypto/rand.
func randomHex(n int) (string, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("class: random: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// joinCode is six random digits.
func joinCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("class: random: %w", err)
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}
