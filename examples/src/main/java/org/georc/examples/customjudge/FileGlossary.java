package org.georc.examples.customjudge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.Fingerprinted;

/**
 * A {@link Glossary} read from lines {@code SHORTHAND<TAB>plain words} ({@code #} starts a comment).
 * It is {@link Fingerprinted}: the SHA-256 of its text goes into every row's settings, so a run
 * with another glossary cannot resume this one's file.
 */
public final class FileGlossary implements Glossary, Fingerprinted {
    private final Map<String, List<String>> entries = new LinkedHashMap<>();
    private final String sha256;

    /**
     * @param in   the glossary text (read and closed)
     * @param name where it came from, for errors ({@code file:line})
     * @throws ConfigurationException for a line without a tab, naming file:line
     */
    public FileGlossary(InputStream in, String name) {
        byte[] bytes;
        try (in) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new ConfigurationException("cannot read the glossary " + name + ": " + e.getMessage(), e);
        }
        try {
            sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        BufferedReader r = new BufferedReader(new InputStreamReader(new java.io.ByteArrayInputStream(bytes),
                StandardCharsets.UTF_8));
        int no = 0;
        try {
            for (String line; (line = r.readLine()) != null; ) {
                no++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                if (tab <= 0 || line.substring(tab + 1).isBlank()) {
                    throw new ConfigurationException(name + ":" + no + ": expected SHORTHAND<TAB>plain words");
                }
                entries.put(line.substring(0, tab).strip().toLowerCase(Locale.ROOT),
                        Arrays.asList(line.substring(tab + 1).strip().toLowerCase(Locale.ROOT).split("\\s+")));
            }
        } catch (IOException e) {
            throw new ConfigurationException("cannot read the glossary " + name + ": " + e.getMessage(), e);
        }
    }

    @Override
    public List<String> expand(String word) {
        return entries.getOrDefault(word, List.of(word));
    }

    /** @return the glossary's SHA-256, recorded in the run's settings as {@code glossary} */
    @Override
    public Map<String, String> fingerprint() {
        return Map.of("", "sha256:" + sha256);
    }
}
