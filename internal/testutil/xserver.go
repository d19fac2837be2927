package testutil

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// XServerRuns says whether X display n is taken: its lock file names a
// process that is alive, or its socket is there without a lock. An X
// server killed with the tests leaves its lock and socket behind.
func XServerRuns(n int) bool {
	data, err := os.ReadFile(fmt.Sprintf("/tmp/.X%d-lock", n))
	if err != nil {
		_, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n))
		return err == nil
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil {
		return true
	}
	err = syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// ClearDisplay removes what a killed X server left behind on display n,
// which XServerRuns found free.
func ClearDisplay(n int) {
	os.Remove(fmt.Sprintf("/tmp/.X%d-lock", n))
	os.Remove(fmt.Sprintf("/tmp/.X11-unix/X%d", n))
}

// StopX ends an X server started by cmd as it cleans up after itself
// (SIGTERM: it removes its lock and socket), killing it after two
// seconds if it has not ended.
func StopX(cmd *exec.Cmd) {
	if cmd == nil || cmd.Process == nil {
		return
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		cmd.Process.Kill()
		<-done
	}
}
