package org.georc.core.scorefile;

import org.georc.core.json.JsonLines;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Everything that changes what a result row says: the judge, its model and weights, the prompt
 * version, every option, how conclusions are handled, the encoder, the library version. Each
 * row of a resumable output carries these settings ({@value #FIELD}) and their fingerprint
 * ({@value #FINGERPRINT_FIELD}), so that a resumed run never appends rows made with other
 * settings, and a report never averages rows made with different ones without being told to.
 *
 * <p>Immutable; keys are kept sorted, so equal settings always give the same fingerprint.
 */
public final class RunSettings {
    /** The row field holding the settings object. */
    public static final String FIELD = "settings";
    /** The row field holding the fingerprint. */
    public static final String FINGERPRINT_FIELD = "settings_sha256";

    private final Map<String, String> values;
    private final String fingerprint;

    private RunSettings(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new TreeMap<>(values));
        this.fingerprint = sha256(this.values);
    }

    /**
     * @param values setting names and values; none may be null
     * @return the settings
     * @throws IllegalArgumentException for a null key or value
     */
    public static RunSettings of(Map<String, String> values) {
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (e.getKey() == null || e.getValue() == null) {
                throw new IllegalArgumentException("settings need non-null names and values, got " + e);
            }
        }
        return new RunSettings(values);
    }

    /** @return the settings, sorted by name */
    public Map<String, String> values() {
        return values;
    }

    /** @return the first 16 hex digits of the SHA-256 of the settings' canonical JSON form */
    public String fingerprint() {
        return fingerprint;
    }

    /**
     * What differs between these settings and others, one readable entry per setting.
     *
     * @param other      the other settings
     * @param thisLabel  how to name these settings ("this run")
     * @param otherLabel how to name the other ones ("the file")
     * @return entries such as {@code lo: 0.45 (this run) vs 0.4 (the file)}; empty when equal
     */
    public List<String> differences(RunSettings other, String thisLabel, String otherLabel) {
        List<String> out = new ArrayList<>();
        TreeSet<String> keys = new TreeSet<>(values.keySet());
        keys.addAll(other.values.keySet());
        for (String k : keys) {
            String a = values.get(k);
            String b = other.values.get(k);
            if (a == null ? b != null : !a.equals(b)) {
                out.add(k + ": " + (a == null ? "(unset)" : a) + " (" + thisLabel + ") vs "
                        + (b == null ? "(unset)" : b) + " (" + otherLabel + ")");
            }
        }
        return out;
    }

    /**
     * Writes the settings and their fingerprint into a row.
     *
     * @param row the JSON row
     */
    public void writeTo(ObjectNode row) {
        ObjectNode o = row.putObject(FIELD);
        values.forEach(o::put);
        row.put(FINGERPRINT_FIELD, fingerprint);
    }

    /**
     * Reads the settings of a row.
     *
     * @param row the row (or the extra fields of a {@link ScoreRecord})
     * @return the settings, empty when the row has none (written by an older version, or by
     *         a command that does not record them)
     */
    public static Optional<RunSettings> readFrom(JsonNode row) {
        JsonNode o = row == null ? null : row.get(FIELD);
        if (o == null || !o.isObject()) {
            return Optional.empty();
        }
        Map<String, String> m = new LinkedHashMap<>();
        o.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().isTextual() ? e.getValue().asText()
                : e.getValue().toString()));
        return Optional.of(new RunSettings(m));
    }

    private static String sha256(Map<String, String> sorted) {
        try {
            ObjectNode o = JsonLines.object();
            sorted.forEach(o::put);
            byte[] canonical = JsonLines.write(o).getBytes(StandardCharsets.UTF_8);
            byte[] d = MessageDigest.getInstance("SHA-256").digest(canonical);
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot fingerprint settings", e);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunSettings r && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return "RunSettings" + values + "#" + fingerprint;
    }
}
