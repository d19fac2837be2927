package moodle

import (
	"bytes"
	"encoding/xml"
)

// Quiz is a Moodle XML question bank: the <quiz> element and its
// questions, a category first.
type Quiz struct {
	XMLName   xml.Name   `xml:"quiz"`
	Questions []Question `xml:"question"`
}

// Question is one <question> element. Its type is category, numerical or
// multichoice; the fields of the other types are left out.
type Question struct {
	Type string `xml:"type,attr"`

	// A category's path ($course$/top/…) and its description.
	Category *Plain `xml:"category,omitempty"`
	Info     *HTML  `xml:"info,omitempty"`

	// Every question's name, text, general feedback (shown after the
	// attempt, whatever the answer), mark and penalty.
	Name            *Plain `xml:"name,omitempty"`
	QuestionText    *HTML  `xml:"questiontext,omitempty"`
	GeneralFeedback *HTML  `xml:"generalfeedback,omitempty"`
	DefaultGrade    string `xml:"defaultgrade,omitempty"`
	Penalty         string `xml:"penalty,omitempty"`
	Hidden          string `xml:"hidden,omitempty"`

	// Multiple choice: one answer (radio buttons) or several (check
	// boxes), shuffled at each attempt, and the combined feedback.
	Single                   string    `xml:"single,omitempty"`
	ShuffleAnswers           string    `xml:"shuffleanswers,omitempty"`
	AnswerNumbering          string    `xml:"answernumbering,omitempty"`
	ShowStandardInstruction  string    `xml:"showstandardinstruction,omitempty"`
	CorrectFeedback          *HTML     `xml:"correctfeedback,omitempty"`
	PartiallyCorrectFeedback *HTML     `xml:"partiallycorrectfeedback,omitempty"`
	IncorrectFeedback        *HTML     `xml:"incorrectfeedback,omitempty"`
	ShowNumCorrect           *struct{} `xml:"shownumcorrect,omitempty"`

	Answers []Answer `xml:"answer"`

	// Numerical: no units.
	UnitGradingType string `xml:"unitgradingtype,omitempty"`
	UnitPenalty     string `xml:"unitpenalty,omitempty"`
	ShowUnits       string `xml:"showunits,omitempty"`
	UnitsLeft       string `xml:"unitsleft,omitempty"`
}

// Answer is one <answer>: its grade as a percentage of the question's
// mark (one of the fractions Moodle lists), its text, the feedback shown
// to whoever gives it, and for a number the tolerance.
type Answer struct {
	Fraction  string `xml:"fraction,attr"`
	Format    string `xml:"format,attr,omitempty"`
	Text      string `xml:"text"`
	Feedback  *HTML  `xml:"feedback,omitempty"`
	Tolerance string `xml:"tolerance,omitempty"`
}

// Plain is an element holding plain text in its <text>.
type Plain struct {
	Text string `xml:"text"`
}

// HTML is an element holding HTML in its <text> (as CDATA, as Moodle
// writes it), with the files the HTML names as @@PLUGINFILE@@/NAME.
type HTML struct {
	Format string `xml:"format,attr"`
	Text   CDATA  `xml:"text"`
	Files  []File `xml:"file"`
}

// CDATA is text written as a CDATA section.
type CDATA struct {
	S string `xml:",cdata"`
}

// File is a file embedded in a text: its name, its folder (/) and its
// bytes in base64.
type File struct {
	Name     string `xml:"name,attr"`
	Path     string `xml:"path,attr"`
	Encoding string `xml:"encoding,attr"`
	Data     string `xml:",chardata"`
}

// html is an HTML text without files.
func html(s string) *HTML { return &HTML{Format: "html", Text: CDATA{s}} }

// Encode writes the quiz as a UTF-8 XML document, indented, ending in a
// newline.
func (q *Quiz) Encode() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	e := xml.NewEncoder(&b)
	e.Indent("", "  ")
	if err := e.Encode(q); err != nil {
		return nil, err
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}
