"""Tiny helpers that hold w01's hand-written statements as data.

Every sentence lives in the country files next to this one; nothing here writes text.
A pair is (label, a, b) where a and b are (style, text).
"""

LABELS = {"s": "same", "p": "partial", "c": "contradicts", "u": "unrelated"}
STYLES = {"J": "jargon", "P": "plain", "M": "markdown", "T": "table",
          "N": "numbered", "H": "hedged", "R": "prose"}


class Country:
    def __init__(self, name, split):
        self.name = name
        self.split = split
        self.pairs = []    # (label, (style, text), (style, text))
        self.tagged = []   # (tag, (style, text)): single-aspect statements for unrelated combinations

    def g(self, sa, a, *variants):
        """An anchor statement `a` (graded side) and its hand-written variants as `b`."""
        for label, sb, b in variants:
            self.pairs.append((label, (sa, a), (sb, b)))

    def x(self, label, sa, a, sb, b):
        """One explicit pair."""
        self.pairs.append((label, (sa, a), (sb, b)))

    def t(self, tag, s, text):
        """A single-aspect statement tagged with the object/aspect it is about."""
        self.tagged.append((tag, (s, text)))
