extension TextInput {
    /// A tokenizer of this text input's text (characters, words, sentences, paragraphs, lines), as
    /// `UITextInput.tokenizer`; it reads the text when asked, so it stays right as the text changes.
    public var tokenizer: any TextInputTokenizer {
        TextInputStringTokenizer(textInput: self)
    }
}
