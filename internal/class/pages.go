package class

import (
	"bytes"
	"crypto/subtle"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"golang.org/x/text/language"

	"gametree/internal/i18n"
)

//go:embed page/*
var assets embed.FS

// pageKeys are the prefixes of the catalogues' messages the pages show.
var pageKeys = []string{"class.page.", "class.teacher."}

// pageStrings are the pages' messages in every language, as JSON objects
// of message id to text, with {{.Name}} parameters the page fills in.
func pageStrings() (map[string][]byte, error) {
	out := map[string][]byte{}
	var en map[string]any
	for _, code := range i18n.Codes() {
		data, err := i18n.Catalogue(code)
		if err != nil {
			return nil, fmt.Errorf("class: %w", err)
		}
		var all map[string]any
		if err := json.Unmarshal(data, &all); err != nil {
			return nil, fmt.Errorf("class: catalogue %s: %w", code, err)
		}
		if en == nil {
			en = all
		}
		m := map[string]string{}
		for id, v := range en {
			if !hasPrefix(id, pageKeys) {
				continue
			}
			if text, ok := all[id].(string); ok {
				m[id] = text
			} else if text, ok := v.(string); ok {
				m[id] = text
			}
		}
		if out[code], err = json.Marshal(m); err != nil {
			return nil, fmt.Errorf("class: %w", err)
		}
	}
	return out, nil
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// langOf picks the language of a page from the browser's Accept-Language,
// else the teacher's.
func (s *Server) langOf(r *http.Request) *i18n.Lang {
	codes := i18n.Codes()
	tags := make([]language.Tag, len(codes))
	for i, c := range codes {
		tags[i] = language.Make(c)
	}
	code := s.teacherLang()
	if asked, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language")); err == nil && len(asked) > 0 {
		if _, i, conf := language.NewMatcher(tags).Match(asked...); conf > language.No {
			code = codes[i]
		}
	}
	l, err := i18n.Load(code)
	if err != nil {
		return i18n.English()
	}
	return l
}

func (s *Server) handlePage(w http.ResponseWriter, r *http.Request) {
	if s.student(r) == "" {
		s.join(w, r)
		return
	}
	s.mu.Lock()
	full := s.nstreams >= s.opt.MaxStudents && s.streams[s.student0(r)] == 0
	s.mu.Unlock()
	if full {
		s.full(w, r)
		return
	}
	serveAsset(w, "index.html")
}

// student0 is the cookie's student, unchecked (s.mu held).
func (s *Server) student0(r *http.Request) string {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return ""
	}
	return c.Value
}

// join lets a student in with the join code (?c=CODE, as the QR code's
// address holds it), or asks for the code.
func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	l := s.langOf(r)
	given := strings.ReplaceAll(r.URL.Query().Get("c"), " ", "")
	if given != "" && len(given) == len(s.code) && subtleEqual(given, s.code) {
		id, err := randomHex(16)
		if err != nil {
			http.Error(w, "no random numbers", http.StatusInternalServerError)
			return
		}
		s.mu.Lock()
		if len(s.joined) >= maxJoined {
			s.mu.Unlock()
			s.full(w, r)
			return
		}
		s.joined[id] = true
		s.mu.Unlock()
		http.SetCookie(w, &http.Cookie{Name: cookieName, Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	status := http.StatusOK
	if given != "" {
		status = http.StatusForbidden
	}
	s.writePage(w, status, l, pageData{Title: l.T("class.page.join_title"), Join: true, Wrong: given != ""})
}

// subtleEqual compares a code given with the class's in constant time.
func subtleEqual(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// full answers that the class is full.
func (s *Server) full(w http.ResponseWriter, r *http.Request) {
	l := s.langOf(r)
	w.Header().Set("Retry-After", "30")
	s.writePage(w, http.StatusServiceUnavailable, l, pageData{Title: l.T("class.page.full_title"), Message: l.T("class.page.full")})
}

// pageData fills the join and full pages.
type pageData struct {
	Lang, Title, Message string
	Join, Wrong, Public  bool
	T                    func(string) string
}

var pageTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title><link rel="stylesheet" href="/page/page.css"></head>
<body><main class="card">
<h1>{{.Title}}</h1>
{{if .Join}}<form method="get" action="/">
<label for="c">{{call .T "class.page.join_code"}}</label>
<input id="c" name="c" inputmode="numeric" autocomplete="off" maxlength="12" autofocus>
<button type="submit">{{call .T "class.page.join"}}</button>
</form>
{{if .Wrong}}<p class="wrong">{{call .T "class.page.bad_code"}}</p>{{end}}
{{end}}{{with .Message}}<p>{{.}}</p>{{end}}
<p class="where">{{if .Public}}{{call .T "class.page.public"}}{{else}}{{call .T "class.page.local"}}{{end}}</p>
</main></body></html>
`))

func (s *Server) writePage(w http.ResponseWriter, status int, l *i18n.Lang, d pageData) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(s.pageBytes(l, d))
}

// pageBytes is the join or full page filled with d in language l.
func (s *Server) pageBytes(l *i18n.Lang, d pageData) []byte {
	d.Lang, d.Public = l.Code(), s.opt.Public
	d.T = func(id string) string { return l.T(id) }
	var b bytes.Buffer
	if err := pageTemplate.Execute(&b, d); err != nil {
		panic(err) // the template and its data are the package's own
	}
	return b.Bytes()
}

func (s *Server) handleTeacherPage(w http.ResponseWriter, r *http.Request) {
	serveAsset(w, "teacher.html")
}

// assetTypes are the page's files and their types: nothing else is served.
var assetTypes = map[string]string{
	"index.html":   "text/html; charset=utf-8",
	"teacher.html": "text/html; charset=utf-8",
	"page.css":     "text/css; charset=utf-8",
	"page.js":      "text/javascript; charset=utf-8",
	"teacher.js":   "text/javascript; charset=utf-8",
}

func (s *Server) handleAsset(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if _, ok := assetTypes[name]; !ok || strings.HasSuffix(name, ".html") {
		http.NotFound(w, r)
		return
	}
	serveAsset(w, name)
}

func serveAsset(w http.ResponseWriter, name string) {
	data, err := assets.ReadFile("page/" + name)
	if err != nil {
		http.Error(w, "missing", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", assetTypes[name])
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(data)
}

func (s *Server) handleStrings(w http.ResponseWriter, r *http.Request) {
	code, ok := strings.CutSuffix(r.PathValue("file"), ".json")
	data, found := s.strings[code]
	if !ok || !found {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(data)
}
