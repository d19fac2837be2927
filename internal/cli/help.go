package cli

import (
	"strings"

	"gametree/internal/i18n"
	"gametree/internal/moodle"
	"gametree/internal/scene"
	"gametree/internal/tree"
	"gametree/samples"
)

// The help of the program and of each command, in language l: whole
// paragraphs of the catalogues, one after the other.

func programHelp(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.program", "Sample", samples.Default), treeHelp(l), commonHelp(l))
}

func helpSolve(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.solve"), searchHelp(l), commonHelp(l), treeHelp(l))
}

func helpTrace(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.trace"), searchHelp(l), commonHelp(l), treeHelp(l))
}

func helpExport(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.export", "Show", scene.DefaultShow.String(), "MaxFrames", maxFrames),
		l.T("cli.help.worksheet"), l.T("cli.help.moodle", "Max", moodle.MaxTrees), searchHelp(l), commonHelp(l), treeHelp(l), l.T("cli.help.safe_output"))
}

// defaultClassAddr is where a class listens unless --addr says: this
// machine only. Listening beyond it is the teacher's choice.
const defaultClassAddr = "127.0.0.1:8040"

func helpClass(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.class", "Addr", defaultClassAddr), searchHelp(l), commonHelp(l), treeHelp(l))
}

func helpGenerate(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.generate", "Limit", tree.MaxNodes), commonHelp(l), l.T("cli.help.safe_output"))
}

func helpVersion(l *i18n.Lang) string { return paragraphs(l.T("cli.help.version"), commonHelp(l)) }

func helpSamples(l *i18n.Lang) string {
	return paragraphs(l.T("cli.help.samples"), commonHelp(l))
}

// searchHelp is the options solve, trace and export share.
func searchHelp(l *i18n.Lang) string { return l.T("cli.help.search", "Limit", tree.MaxNodes) }

// commonHelp is the options every command takes.
func commonHelp(l *i18n.Lang) string {
	return l.T("cli.help.common", "Languages", strings.Join(i18n.Codes(), ", "))
}

// treeHelp says what can stand for a tree.
func treeHelp(l *i18n.Lang) string { return l.T("cli.help.tree") }

// paragraphs joins texts with a blank line between them.
func paragraphs(texts ...string) string {
	for i, t := range texts {
		texts[i] = strings.TrimRight(t, "\n")
	}
	return strings.Join(texts, "\n\n") + "\n"
}
