//go:build !windows

package winapp

// Console does nothing: programs are given their terminal on other
// systems.
func Console() {}
