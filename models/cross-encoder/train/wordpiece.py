"""The BERT WordPiece tokenizer that all-MiniLM-L6-v2's tokenizer.json describes, in plain Python.

Debian has no Python package of Hugging Face's tokenizers, so the training script reads the
same tokenizer.json the Java side hands to DJL (which runs Hugging Face's Rust tokenizer) and
applies the same steps: BertNormalizer (clean text, spaces around CJK ideographs, accents
stripped, lower case), BertPreTokenizer (whitespace and punctuation splits) and greedy
longest-match WordPiece. The parity test in georc-judges checks the Java side against ids this
file produced.
"""
import json
import unicodedata

# Rust's char::is_whitespace (the Unicode White_Space property)
_WHITESPACE = set(map(chr, [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2028, 0x2029,
                            0x202F, 0x205F, 0x3000] + list(range(0x2000, 0x200B))))
_CJK = [(0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F),
        (0x2B740, 0x2B81F), (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F)]


def _is_whitespace(c):
    return c in _WHITESPACE


def _is_control(c):
    if c in "\t\n\r":
        return False
    return unicodedata.category(c) in ("Cc", "Cf", "Cn", "Co", "Cs")


def _is_cjk(c):
    cp = ord(c)
    return any(lo <= cp <= hi for lo, hi in _CJK)


def _is_punctuation(c):
    cp = ord(c)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(c).startswith("P")


class WordPiece:
    def __init__(self, tokenizer_json):
        with open(tokenizer_json, encoding="utf-8") as f:
            spec = json.load(f)
        model = spec["model"]
        if model["type"] != "WordPiece":
            raise ValueError(f"{tokenizer_json}: model type {model['type']}, expected WordPiece")
        self.vocab = model["vocab"]
        self.unk = model["unk_token"]
        self.prefix = model["continuing_subword_prefix"]
        self.max_chars = model["max_input_chars_per_word"]
        self.cls = self.vocab["[CLS]"]
        self.sep = self.vocab["[SEP]"]
        self.pad = self.vocab["[PAD]"]

    def normalize(self, text):
        out = []
        for c in text:
            if ord(c) == 0 or ord(c) == 0xFFFD or _is_control(c):
                continue
            if _is_whitespace(c):
                out.append(" ")
            elif _is_cjk(c):
                out.append(" " + c + " ")
            else:
                out.append(c)
        text = unicodedata.normalize("NFD", "".join(out))
        text = "".join(c for c in text if unicodedata.category(c) != "Mn")
        return text.lower()

    def pre_tokenize(self, text):
        words, cur = [], []
        for c in text:
            if _is_whitespace(c):
                if cur:
                    words.append("".join(cur))
                    cur = []
            elif _is_punctuation(c):
                if cur:
                    words.append("".join(cur))
                    cur = []
                words.append(c)
            else:
                cur.append(c)
        if cur:
            words.append("".join(cur))
        return words

    def word_ids(self, word):
        if len(word) > self.max_chars:
            return [self.vocab[self.unk]]
        ids, start = [], 0
        while start < len(word):
            end, found = len(word), None
            while start < end:
                piece = word[start:end] if start == 0 else self.prefix + word[start:end]
                if piece in self.vocab:
                    found = self.vocab[piece]
                    break
                end -= 1
            if found is None:
                return [self.vocab[self.unk]]
            ids.append(found)
            start = end
        return ids

    def ids(self, text):
        """Token ids of one text, no special tokens."""
        out = []
        for w in self.pre_tokenize(self.normalize(text)):
            out.extend(self.word_ids(w))
        return out

    def pair(self, a, b, max_side):
        """[CLS] a [SEP] b [SEP] with each side cut to its first max_side tokens: (ids, type ids)."""
        ia, ib = self.ids(a)[:max_side], self.ids(b)[:max_side]
        ids = [self.cls] + ia + [self.sep] + ib + [self.sep]
        types = [0] * (len(ia) + 2) + [1] * (len(ib) + 1)
        return ids, types

    def single(self, text, max_len=512):
        ids = self.ids(text)[: max_len - 2]
        return [self.cls] + ids + [self.sep]
