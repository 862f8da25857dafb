package org.georc.core.folder;

import org.georc.core.records.Datasets;
import org.georc.core.json.JsonLines;
import org.georc.core.json.JsonRecord;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.georc.core.InvalidInputException;

/**
 * The ground-truth sidecar of a GeoRC folder: {@code ROOT/locations.csv} or
 * {@code ROOT/locations.jsonl}, one line per location with {@code id,country} and optionally
 * {@code state,city,lat,lon}; ids are {@code <challenge>/<round>}. The released data does not
 * hold the true locations, so the project reads them from this optional file.
 *
 * <p>CSV: a header line naming the columns (any order; {@code id} and {@code country}
 * required), fields separated by commas, a field with a comma or a quote written in double
 * quotes ({@code ""} for a quote). JSONL: one object per line with the same names. Every error
 * names the file and the line.
 */
public final class LocationTable {
    /** The CSV sidecar's name. */
    public static final String CSV = "locations.csv";
    /** The JSONL sidecar's name. */
    public static final String JSONL = "locations.jsonl";

    private static final Set<String> COLUMNS = Set.of("id", "country", "state", "city", "lat", "lon");

    private LocationTable() {
    }

    /**
     * The true location of one item.
     *
     * @param id      item id
     * @param country the country (never blank)
     * @param state   the state or region, or null
     * @param city    the city, or null
     * @param lat     latitude in degrees, or null
     * @param lon     longitude in degrees, or null
     * @param source  file and line
     */
    public record TrueLocation(String id, String country, String state, String city, Double lat, Double lon, String source) {
        /** @return the named levels (country, state, city), in that order */
        public Map<String, String> levels() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("country", country);
            if (state != null) {
                m.put("state", state);
            }
            if (city != null) {
                m.put("city", city);
            }
            return m;
        }
    }

    /**
     * @param root a GeoRC folder
     * @return its sidecar, when it has one
     * @throws InvalidInputException when it has both a CSV and a JSONL sidecar
     */
    public static Optional<Path> find(Path root) {
        Path csv = root.resolve(CSV);
        Path jsonl = root.resolve(JSONL);
        boolean hasCsv = Files.isRegularFile(csv);
        boolean hasJsonl = Files.isRegularFile(jsonl);
        if (hasCsv && hasJsonl) {
            throw new InvalidInputException(root, 0, null, "holds both " + CSV + " and " + JSONL
                    + "; keep one ground-truth file", null);
        }
        return hasCsv ? Optional.of(csv) : hasJsonl ? Optional.of(jsonl) : Optional.empty();
    }

    /**
     * Reads a sidecar (CSV or JSONL, by its name).
     *
     * @param file the file
     * @return truths by id, in file order
     * @throws InvalidInputException on a malformed line, a missing id or country, coordinates
     *                               out of range or given alone, or a repeated id
     */
    public static Map<String, TrueLocation> read(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        List<TrueLocation> rows = name.endsWith(".csv") ? readCsv(file) : JsonLines.read(file, LocationTable::fromJson);
        Map<String, TrueLocation> byId = new LinkedHashMap<>();
        for (TrueLocation t : rows) {
            TrueLocation previous = byId.putIfAbsent(t.id(), t);
            if (previous != null) {
                throw InvalidInputException.at(t.source(), "id", "duplicate id \"" + t.id()
                        + "\" (first at " + previous.source() + ")");
            }
        }
        return byId;
    }

    private static TrueLocation fromJson(JsonRecord rec) {
        String where = Datasets.where(rec);
        Double lat = number(rec, "lat");
        Double lon = number(rec, "lon");
        return truth(rec.file(), rec.line(), where, rec.requiredName("id"), rec.requiredString("country"),
                rec.optionalString("state").orElse(null), rec.optionalString("city").orElse(null), lat, lon);
    }

    private static Double number(JsonRecord rec, String field) {
        JsonNode v = rec.optionalNode(field).orElse(null);
        if (v == null) {
            return null;
        }
        if (!v.isNumber()) {
            throw rec.error(field, "must be a number of degrees, got " + v);
        }
        return v.asDouble();
    }

    private static TrueLocation truth(Path file, int line, String where, String id, String country, String state,
                               String city, Double lat, Double lon) {
        if ((lat == null) != (lon == null)) {
            throw new InvalidInputException(file, line, lat == null ? "lat" : "lon",
                    "lat and lon go together; give both or neither", null);
        }
        if (lat != null && !(lat >= -90 && lat <= 90)) {
            throw new InvalidInputException(file, line, "lat", "must lie in [-90, 90], got " + lat, null);
        }
        if (lon != null && !(lon >= -180 && lon <= 180)) {
            throw new InvalidInputException(file, line, "lon", "must lie in [-180, 180], got " + lon, null);
        }
        return new TrueLocation(id, country.strip(), blankToNull(state), blankToNull(city), lat, lon, where);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static List<TrueLocation> readCsv(Path file) {
        List<String> lines = org.georc.core.json.BoundedLines.lines(file);
        List<String> header = null;
        List<TrueLocation> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int lineNo = i + 1;
            if (line.isBlank()) {
                continue;
            }
            List<String> cells = cells(file, lineNo, line);
            if (header == null) {
                header = new ArrayList<>();
                for (String c : cells) {
                    String col = c.strip().toLowerCase(Locale.ROOT);
                    if (!COLUMNS.contains(col)) {
                        throw new InvalidInputException(file, lineNo, null, "unknown column \"" + c.strip()
                                + "\"; the columns are id, country, state, city, lat, lon", null);
                    }
                    if (header.contains(col)) {
                        throw new InvalidInputException(file, lineNo, null, "column \"" + col + "\" appears twice", null);
                    }
                    header.add(col);
                }
                if (!header.contains("id") || !header.contains("country")) {
                    throw new InvalidInputException(file, lineNo, null, "the header must name the columns id and "
                            + "country (and optionally state, city, lat, lon), got \"" + line.strip() + "\"", null);
                }
                continue;
            }
            if (cells.size() != header.size()) {
                throw new InvalidInputException(file, lineNo, null, "has " + cells.size() + " field(s), the header "
                        + header.size(), null);
            }
            Map<String, String> row = new LinkedHashMap<>();
            for (int c = 0; c < cells.size(); c++) {
                row.put(header.get(c), cells.get(c).strip());
            }
            String id = row.get("id");
            if (id.isEmpty()) {
                throw new InvalidInputException(file, lineNo, "id", "is required", null);
            }
            int unsafe = org.georc.core.json.Names.unsafeAt(id);
            if (unsafe >= 0) {
                throw new InvalidInputException(file, lineNo, "id", org.georc.core.json.Names.problem(id, unsafe), null);
            }
            String country = row.get("country");
            if (country.isEmpty()) {
                throw new InvalidInputException(file, lineNo, "country", "is required", null);
            }
            out.add(truth(file, lineNo, file + ":" + lineNo, id, country, row.get("state"), row.get("city"),
                    degrees(file, lineNo, "lat", row.get("lat")), degrees(file, lineNo, "lon", row.get("lon"))));
        }
        if (header == null) {
            throw new InvalidInputException(file, 0, null, "is empty; expected a header line id,country[,state,city,lat,lon]",
                    null);
        }
        return out;
    }

    private static Double degrees(Path file, int line, String field, String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(file, line, field, "must be a number of degrees, got \"" + text + "\"", e);
        }
    }

    /** Splits one CSV line; quoted fields may hold commas and doubled quotes, not line breaks. */
    static List<String> cells(Path file, int lineNo, String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean wasQuoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quoted) {
                if (ch == '"') {
                    if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                        cur.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    cur.append(ch);
                }
            } else if (ch == '"') {
                if (!cur.toString().isBlank() || wasQuoted) {
                    throw new InvalidInputException(file, lineNo, null, "a quote inside an unquoted field (column "
                            + (out.size() + 1) + "); write the whole field in double quotes", null);
                }
                cur.setLength(0);
                quoted = true;
                wasQuoted = true;
            } else if (ch == ',') {
                out.add(cur.toString());
                cur.setLength(0);
                wasQuoted = false;
            } else if (wasQuoted && !Character.isWhitespace(ch)) {
                throw new InvalidInputException(file, lineNo, null, "text after a closing quote (column "
                        + (out.size() + 1) + ")", null);
            } else {
                cur.append(ch);
            }
        }
        if (quoted) {
            throw new InvalidInputException(file, lineNo, null, "a quoted field is not closed on this line", null);
        }
        out.add(cur.toString());
        return out;
    }
}
