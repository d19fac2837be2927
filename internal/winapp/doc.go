// Package winapp makes gametree.exe one program on Windows: built as a
// windowed program (no console window behind the app when it is
// double-clicked), it writes to the console of the cmd.exe or PowerShell
// that ran a command. The Windows download's icon and version information
// are linked from here too: make dist writes them into this folder as
// rsrc_windows_amd64.syso for the build, from FyneApp.toml and the icon.
package winapp
