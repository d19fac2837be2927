package class

import (
	"bytes"
	"net"
	"sync"
	"time"
)

// limiter is a token bucket per client: rate tokens a second, at most
// burst at once.
type limiter struct {
	rate  float64
	burst float64
	mu    sync.Mutex
	seen  map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

// maxBuckets is the most clients remembered; past it the ones idle for a
// minute are forgotten, and if none is, all of them.
const maxBuckets = 10000

func newLimiter(rate float64, burst int) *limiter {
	return &limiter{rate: rate, burst: float64(burst), seen: map[string]*bucket{}}
}

// allow takes a token of key's bucket, if it has one.
func (l *limiter) allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.seen[key]
	if !ok {
		if len(l.seen) >= maxBuckets {
			for k, o := range l.seen {
				if now.Sub(o.last) > time.Minute {
					delete(l.seen, k)
				}
			}
			if len(l.seen) >= maxBuckets {
				clear(l.seen)
			}
		}
		b = &bucket{tokens: l.burst, last: now}
		l.seen[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Listener limits the connections a class takes: at most Max at once,
// PerHost from one address. A connection beyond them gets the class's
// "class is full" page and is closed, so that idle connections cannot
// keep the students out for long nor the server busy.
type Listener struct {
	net.Listener
	max, perHost int
	full         []byte // the whole HTTP response to a connection turned away

	mu     sync.Mutex
	open   int
	byHost map[string]int
	// turning counts connections being turned away, at most maxTurning.
	turning int
}

const maxTurning = 128

// LimitListener wraps ln: at most max connections, perHost from one
// address (0: no such limit); full is the page for the ones beyond.
func LimitListener(ln net.Listener, max, perHost int, full []byte) *Listener {
	return &Listener{Listener: ln, max: max, perHost: perHost, full: full, byHost: map[string]int{}}
}

// Accept implements net.Listener.
func (l *Listener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host, _, _ := net.SplitHostPort(c.RemoteAddr().String())
		l.mu.Lock()
		if l.open >= l.max || (l.perHost > 0 && l.byHost[host] >= l.perHost) {
			turn := l.turning < maxTurning
			if turn {
				l.turning++
			}
			l.mu.Unlock()
			if !turn {
				c.Close()
				continue
			}
			go l.turnAway(c)
			continue
		}
		l.open++
		l.byHost[host]++
		l.mu.Unlock()
		return &limitedConn{Conn: c, l: l, host: host}, nil
	}
}

// turnAway reads the request c sends, up to the end of its header and
// for at most half a second, then sends the full page and closes c. A
// page written before the request would be a response to nothing (Go's
// client drops it), and a request left unread would reset the connection
// as it closes, before the page is read.
func (l *Listener) turnAway(c net.Conn) {
	defer func() {
		c.Close()
		l.mu.Lock()
		l.turning--
		l.mu.Unlock()
	}()
	c.SetDeadline(time.Now().Add(500 * time.Millisecond))
	buf := make([]byte, 8192)
	for n := 0; n < len(buf); {
		k, err := c.Read(buf[n:])
		n += k
		if err != nil || bytes.Contains(buf[:n], []byte("\r\n\r\n")) {
			break
		}
	}
	c.SetDeadline(time.Now().Add(500 * time.Millisecond))
	c.Write(l.full)
}

// Open is how many connections are open.
func (l *Listener) Open() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.open
}

type limitedConn struct {
	net.Conn
	l    *Listener
	host string
	once sync.Once
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		c.l.mu.Lock()
		c.l.open--
		if c.l.byHost[c.host]--; c.l.byHost[c.host] <= 0 {
			delete(c.l.byHost, c.host)
		}
		c.l.mu.Unlock()
	})
	return err
}
