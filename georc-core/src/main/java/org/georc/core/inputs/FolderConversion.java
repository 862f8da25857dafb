package org.georc.core.inputs;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.georc.core.records.CandidateRecord;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.json.JsonLines;
import org.georc.core.folder.LocationTable;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.output.ReplacedFile;

/**
 * {@code georc convert}: a GeoRC folder as JSONL files. Reference lines carry the text of each
 * expert file as it stands ({@code expert}, {@code chain}, {@code image} relative to the output,
 * the truth's {@code country}, {@code location}, {@code lat}, {@code lon}, and {@code source}),
 * candidate lines likewise, so scoring the JSONL gives the same scores as scoring the folder.
 * Both files are written whole.
 *
 * <pre>{@code
 * GeorcDirectory.Dataset d = GeorcDirectory.read(Path.of("GeoRC"));
 * FolderConversion.Counts n = FolderConversion.write(d, Path.of("r.jsonl"), Path.of("c.jsonl"), null, System.err::println);
 * }</pre>
 */
public final class FolderConversion {
    private FolderConversion() {
    }

    /**
     * @param references reference lines written
     * @param candidates candidate lines written
     */
    public record Counts(int references, int candidates) {
    }

    /**
     * @param d          the folder read
     * @param references the reference lines to write ({@code -}: standard output)
     * @param candidates the candidate lines to write, or null to leave them out
     * @param stdout     standard output, for {@code -}
     * @param notes      receives notes (candidates left out, images that stay in the folder) and the closing line
     * @return what was written
     */
    public static Counts write(GeorcDirectory.Dataset d, Path references, Path candidates, PrintWriter stdout,
                               Consumer<String> notes) {
        Path refDir = references.toAbsolutePath().getParent();
        int refs = 0;
        try (ReplacedFile file = ReplacedFile.of(references, stdout)) {
            try (ScoreLines.Appender out = ScoreLines.append(file.partial(), 0)) {
                for (ReferenceRecord r : d.references().all()) {
                    out.append(referenceLine(d, r, refDir));
                    refs++;
                }
            }
            file.commit();
        }
        int cands = 0;
        if (candidates != null) {
            try (ReplacedFile file = ReplacedFile.of(candidates, stdout)) {
                try (ScoreLines.Appender out = ScoreLines.append(file.partial(), 0)) {
                    for (CandidateRecord c : d.candidates()) {
                        ObjectNode line = JsonLines.object();
                        line.put("id", c.id());
                        line.put("model", c.model());
                        line.put("chain", d.text(c.source()));
                        line.put("source", c.source());
                        out.append(line);
                        cands++;
                    }
                }
                file.commit();
            }
        } else if (!d.candidates().isEmpty()) {
            notes.accept("note: " + d.candidates().size() + " candidate file(s) not converted (no `outputCandidates`)");
        }
        notes.accept("wrote " + refs + " reference line(s) (" + d.locations().size() + " locations, experts "
                + d.references().all().stream().map(ReferenceRecord::expert).distinct().sorted().toList() + ") to "
                + references + (candidates == null ? "" : " and " + cands + " candidate line(s) of "
                + d.models().size() + " model(s) to " + candidates));
        if (d.locations().values().stream().anyMatch(l -> l.image() != null)
                && !refDir.startsWith(d.root().toAbsolutePath().normalize())) {
            notes.accept("note: images stay in " + d.root() + "; judges that send them (vlm) need `imageRoot` "
                    + d.root() + " when they read " + references);
        }
        return new Counts(refs, cands);
    }

    private static ObjectNode referenceLine(GeorcDirectory.Dataset d, ReferenceRecord r, Path refDir) {
        ObjectNode line = JsonLines.object();
        line.put("id", r.id());
        line.put("expert", r.expert());
        line.put("chain", d.text(r.source()));
        if (r.image() != null) {
            line.put("image", refDir.relativize(r.image().toAbsolutePath().normalize()).toString());
        }
        GeorcDirectory.FolderLocation loc = d.locations().get(r.id());
        if (loc.truth() != null) {
            LocationTable.TrueLocation t = loc.truth();
            line.put("country", t.country());
            ObjectNode l = line.putObject("location");
            t.levels().forEach(l::put);
            if (t.lat() != null) {
                line.put("lat", t.lat());
                line.put("lon", t.lon());
            }
        }
        line.put("source", r.source());
        return line;
    }
}
