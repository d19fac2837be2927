module github.com/fyne-io/glfw-js

go 1.19

require github.com/go-gl/glfw/v3.4/glfw v0.1.0-pre.1
