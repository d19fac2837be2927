package winapp

import (
	"os"
	"syscall"
)

// attachParentProcess asks AttachConsole for the console of the process
// that started this one.
const attachParentProcess = ^uint32(0) // (DWORD)-1

// Console gives a windowed program the console of the command line that
// ran it, if any, for standard input, output and error that go nowhere
// else: what is redirected to a file or a pipe stays so. A program
// started from Explorer has no such console and gets none. The console's
// prompt does not wait for a windowed program: its output comes after the
// prompt (| more, or Start-Process -Wait in PowerShell, waits for it).
func Console() {
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if attach.Find() != nil {
		return
	}
	if ok, _, _ := attach.Call(uintptr(attachParentProcess)); ok == 0 {
		return // started from Explorer, or a console of its own
	}
	reopen := func(f **os.File, std int, name string, flag int) {
		if h, err := syscall.GetStdHandle(std); err == nil && h != 0 && h != syscall.InvalidHandle {
			if _, err := syscall.GetFileType(h); err == nil {
				return // redirected: keep it
			}
		}
		if c, err := os.OpenFile(name, flag, 0); err == nil {
			*f = c
		}
	}
	reopen(&os.Stdin, syscall.STD_INPUT_HANDLE, "CONIN$", os.O_RDONLY)
	reopen(&os.Stdout, syscall.STD_OUTPUT_HANDLE, "CONOUT$", os.O_WRONLY)
	reopen(&os.Stderr, syscall.STD_ERROR_HANDLE, "CONOUT$", os.O_WRONLY)
}
