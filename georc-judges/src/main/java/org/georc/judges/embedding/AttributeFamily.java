package org.georc.judges.embedding;

import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One attribute family of the clause reader, as {@link AttributeFamilyFile} reads it from
 * {@code attribute-families.txt} or a user's file: its name, the flags of its header, the objects
 * it is {@code on}, and how its values are found. A
 * plain value shared by the reader and its stages ({@link ValueTagger}, {@link ValueAttacher}),
 * kept apart from {@link ClauseReader} so that they need not depend on the reader that runs them.
 *
 * @param name          the family's name
 * @param global        the header's {@code global} flag
 * @param cooccur       the header's {@code cooccur} flag
 * @param nominal       the header's {@code nominal} flag
 * @param on            the object classes the family's values attach to
 * @param phraseToValue each phrase and the value it stands for (empty for an open family)
 * @param pattern       finds the family's values in text: the alternation of its phrases, or an
 *                      open family's own pattern
 * @param open          whether the family is open (values matched by its pattern, not listed)
 */
record AttributeFamily(String name, boolean global, boolean cooccur, boolean nominal, Set<String> on,
                       Map<String, String> phraseToValue, Pattern pattern, boolean open) {
}
