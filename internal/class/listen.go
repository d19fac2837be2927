package class

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"time"

	"gametree/internal/i18n"
)

// Listen listens at addr (HOST:PORT). It reports whether that reaches
// beyond this machine (any address but a loopback one), and the students'
// address: the machine's LAN address then, not 127.0.0.1.
func Listen(addr string) (ln net.Listener, public bool, url string, err error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, false, "", fmt.Errorf("class: address %q: %w", addr, err)
	}
	ln, err = net.Listen("tcp", addr)
	if err != nil {
		return nil, false, "", fmt.Errorf("class: %w", err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	shown := host
	public = true
	switch ip, perr := netip.ParseAddr(host); {
	case host == "localhost" || perr == nil && ip.IsLoopback():
		public = false
	case host == "" || perr == nil && ip.IsUnspecified():
		shown = lanAddress()
	}
	return ln, public, "http://" + net.JoinHostPort(shown, strconv.Itoa(port)) + "/", nil
}

// lanAddress is this machine's address on its local network: a private
// IPv4 address of an interface that is up, else any non-loopback one,
// else 127.0.0.1.
func lanAddress() string {
	ifaces, err := net.Interfaces()
	if err != nil {
		return "127.0.0.1"
	}
	best := ""
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			pfx, err := netip.ParsePrefix(a.String())
			if err != nil {
				continue
			}
			ip := pfx.Addr()
			switch {
			case ip.Is4() && ip.IsPrivate():
				return ip.String()
			case ip.Is4() && best == "" && !ip.IsLinkLocalUnicast():
				best = ip.String()
			}
		}
	}
	if best == "" {
		return "127.0.0.1"
	}
	return best
}

// Serve serves the class on ln until Shutdown, with the connection limits
// of Options and timeouts that keep slow or idle clients from holding the
// server.
func (s *Server) Serve(ln net.Listener) error {
	s.mu.Lock()
	s.hs = &http.Server{Handler: s, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, IdleTimeout: 60 * time.Second,
		MaxHeaderBytes: 8 << 10}
	hs := s.hs
	s.mu.Unlock()
	err := hs.Serve(LimitListener(ln, s.opt.MaxConns, s.opt.MaxPerHost, s.fullResponse()))
	if err == http.ErrServerClosed {
		return nil
	}
	return err
}

// Shutdown ends the class (Stop), then closes the server once every
// stream has said so, or ctx is done.
func (s *Server) Shutdown(ctx context.Context) error {
	s.Stop()
	s.mu.Lock()
	hs := s.hs
	s.mu.Unlock()
	if hs == nil {
		return nil
	}
	return hs.Shutdown(ctx)
}

// fullResponse is the HTTP response of a connection turned away: the
// full page, in the teacher's language.
func (s *Server) fullResponse() []byte {
	l, err := i18n.Load(s.teacherLang())
	if err != nil {
		l = i18n.English()
	}
	page := s.pageBytes(l, pageData{Title: l.T("class.page.full_title"), Message: l.T("class.page.full")})
	var b bytes.Buffer
	fmt.Fprintf(&b, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: %d\r\nConnection: close\r\nRetry-After: 30\r\n\r\n", len(page))
	b.Write(page)
	return b.Bytes()
}
