package org.georc.benchmark.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.georc.core.InvalidInputException;
import org.georc.core.records.ImageFiles;
import org.georc.core.json.JsonLines;
import org.georc.core.result.Alignment;
import org.georc.core.scorefile.ScoreRecord;

/** The JSON the report's script draws each pair view from: both sides' statements, credits, flags and image. */
final class PairJson {
    private final PairChains chains;
    private final boolean images;

    PairJson(PairChains chains, boolean images) {
        this.chains = chains;
        this.images = images;
    }

    /** The JSON the script renders one pair view from. */
    ObjectNode pair(ScoreRecord r, int modelNo, Map<String, String> imageData) {
        ObjectNode o = JsonLines.object();
        o.put("m", modelNo);
        o.put("id", r.id());
        o.put("model", r.model());
        if (r.isFailure()) {
            o.put("err", r.judgeError());
        } else {
            o.put("p", round(r.precision()));
            o.put("r", round(r.recall()));
            o.put("f", round(r.f1()));
        }
        r.extraText("country").ifPresent(v -> o.put("country", v));
        r.extraText("predicted_country").ifPresent(v -> o.put("pred", v));
        JsonNode correct = r.extra() == null ? null : r.extra().get("country_correct");
        if (correct != null && correct.isBoolean()) {
            o.put("ok", correct.asBoolean());
        }
        JsonNode extra = r.extra() == null ? JsonLines.object() : r.extra();
        Optional<PairChains.Side> ref = chains.reference(r);
        Optional<PairChains.Side> cand = chains.candidate(r);
        o.set("ref", side(ref, extra.get("reference_alignments"), null));
        o.set("cand", side(cand, extra.get("candidate_alignments"), extra.get("flagged_statements")));
        java.util.regex.Matcher pair = PairChains.expertPair(r.model());
        if (pair.matches()) {
            o.put("refLabel", "Reference: expert " + pair.group(2));
            o.put("candLabel", "Candidate: expert " + pair.group(1));
        } else if (extra.path("reference_expert").canConvertToInt()) {
            o.put("refLabel", "Reference: expert " + extra.get("reference_expert").asInt());
        }
        o.put("refFrom", ref.isPresent() ? "chain" : "clauses");
        o.put("candFrom", cand.isPresent() ? "chain" : "clauses");
        ref.ifPresent(s -> {
            o.set("rc", strings(s.conclusion()));
            o.put("rcGraded", s.conclusionGraded());
        });
        cand.ifPresent(s -> {
            o.set("cc", strings(s.conclusion()));
            o.put("ccGraded", s.conclusionGraded());
        });
        for (String f : List.of("omitted", "dropped", "suspected_injection")) {
            JsonNode v = extra.get(f);
            if (v != null && v.isArray()) {
                ArrayNode a = o.putArray(f);
                v.forEach(x -> a.add(x.isTextual() ? x.asText() : JsonLines.write(x)));
            }
        }
        // what the reading left out of each chain, read again from the chains themselves
        List<String> dropped = new ArrayList<>();
        ref.ifPresent(s -> s.dropped().forEach(d -> dropped.add("reference " + d)));
        cand.ifPresent(s -> s.dropped().forEach(d -> dropped.add("candidate " + d)));
        if (!dropped.isEmpty()) {
            ArrayNode a = o.has("dropped") ? (ArrayNode) o.get("dropped") : o.putArray("dropped");
            dropped.forEach(a::add);
        }
        r.extraText("omitted_reason").ifPresent(v -> o.put("omitted_reason", v));
        if (images) {
            chains.image(r.id()).ifPresent(p -> {
                imageData.computeIfAbsent(r.id(), x -> thumbnail(p));
                o.put("img", r.id());
            });
        }
        return o;
    }

    /** Four decimals: the views show two, and the file stays small. */
    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }

    private static ArrayNode strings(List<String> list) {
        ArrayNode a = JsonLines.array();
        list.forEach(a::add);
        return a;
    }

    /**
     * One side's statements: the chain's when it is known and covers the alignments, else the
     * judge's clauses grouped by statement. Each statement carries its credit (the mean of its
     * clauses' credits, the clauses weighing alike within a statement) and its clauses.
     */
    private static ArrayNode side(Optional<PairChains.Side> chain, JsonNode alignments, JsonNode flagged) {
        Map<Integer, List<JsonNode>> clauses = new TreeMap<>();
        int maxIndex = -1;
        if (alignments != null && alignments.isArray()) {
            for (JsonNode a : alignments) {
                int k = a.path("statement_index").asInt(a.path("index").asInt(0));
                clauses.computeIfAbsent(k, x -> new ArrayList<>()).add(a);
                maxIndex = Math.max(maxIndex, k);
            }
        }
        List<String> texts = new ArrayList<>();
        if (chain.isPresent() && chain.get().statements().size() > maxIndex) {
            texts.addAll(chain.get().statements());
        } else {
            for (int k = 0; k <= maxIndex; k++) {
                List<JsonNode> cl = clauses.getOrDefault(k, List.of());
                texts.add(String.join("; ", cl.stream().map(a -> a.path("statement").asText()).toList()));
            }
        }
        Map<Integer, JsonNode> flags = new TreeMap<>();
        if (flagged != null && flagged.isArray()) {
            for (JsonNode f : flagged) {
                flags.putIfAbsent(f.path("index").asInt(-1), f);
            }
        }
        ArrayNode out = JsonLines.array();
        for (int k = 0; k < texts.size(); k++) {
            ObjectNode s = out.addObject();
            s.put("t", texts.get(k));
            List<JsonNode> cl = clauses.get(k);
            if (cl != null) {
                double sum = 0;
                int counted = 0;
                ArrayNode arr = s.putArray("cl");
                for (JsonNode a : cl) {
                    double score = a.path("score").asDouble(0);
                    // a clause the judge listed ungraded (a VLM's wrapping) shows, and counts in no credit
                    boolean graded = !a.path("reason").asText("").startsWith(Alignment.NOT_GRADED);
                    sum += graded ? score : 0;
                    counted += graded ? 1 : 0;
                    ObjectNode c = arr.addObject();
                    String clause = a.path("statement").asText();
                    if (!clause.equals(texts.get(k))) {
                        c.put("t", clause); // a clause of the statement; a whole statement is not repeated
                    }
                    c.put("s", round(score));
                    if (a.has("support_statement_index")) {
                        c.put("o", a.get("support_statement_index").asInt()); // the other side shows its text
                    }
                    if (a.path("reason").isTextual()) {
                        c.put("why", a.get("reason").asText());
                    }
                }
                if (counted > 0) {
                    s.put("c", round(sum / counted));
                } else {
                    s.put("ng", true); // every clause listed ungraded: the statement weighs nothing
                }
            }
            JsonNode f = flags.get(k);
            if (f != null && f.path("flag").isTextual()) {
                s.put("flag", f.get("flag").asText());
                if (f.path("reason").isTextual()) {
                    s.put("fwhy", f.get("reason").asText());
                }
            }
        }
        return out;
    }

    /** The image scaled to fit {@value HtmlReport#IMAGE_SIDE} px, as a JPEG data URL; its checks first. */
    private static String thumbnail(Path path) {
        ImageFiles.Image checked = ImageFiles.check(path, ImageFiles.DEFAULT_MAX_BYTES);
        BufferedImage src;
        try {
            // the header first: over generate's pixel limit is refused before decoding, and a large
            // image is decoded subsampled, so a small file claiming a huge size costs no memory
            src = org.georc.judges.generate.ImageResize.decode(checked.path(), HtmlReport.IMAGE_SIDE);
        } catch (IOException e) {
            throw new InvalidInputException(path, 0, "image", "cannot be decoded: " + e.getMessage(), e);
        }
        if (src == null) {
            throw new InvalidInputException(path, 0, "image", "cannot be decoded by the JDK (" + checked.mimeType()
                    + "); leave out `images`", null);
        }
        double scale = Math.min(1.0, (double) HtmlReport.IMAGE_SIDE / Math.max(src.getWidth(), src.getHeight()));
        int w = Math.max(1, (int) Math.round(src.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(src.getHeight() * scale));
        BufferedImage dst = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = dst.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.drawImage(src, 0, 0, w, h, null);
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(dst, "jpeg", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "data:image/jpeg;base64," + Base64.getEncoder().encodeToString(out.toByteArray());
    }
}
