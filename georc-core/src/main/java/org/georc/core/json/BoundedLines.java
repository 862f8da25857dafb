package org.georc.core.json;

import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.georc.core.InvalidInputException;

/**
 * The one way georc reads a text input line by line: at most one line is held, and a line
 * longer than a bound is refused with its file and line number instead of being read to the end.
 * An input without line breaks ({@code /dev/zero}, a huge one-line file) therefore costs the
 * bound, never the heap.
 *
 * <p>The bound follows the chain limit: {@link #forChainLimit} allows six bytes per chain
 * character (the longest escape JSON writes for one) plus {@value #HEADROOM_BYTES} bytes of
 * headroom for the other fields of a line and for the score rows georc writes (a row keeps its
 * per-statement detail up to 4 MiB by default). Lines are UTF-8, checked strictly; a byte-order
 * mark at the start of line 1 is dropped.
 *
 * <p>Text inputs break lines at {@code \n}, {@code \r\n} and a lone {@code \r}, as
 * {@link java.io.BufferedReader#readLine} does; resumable outputs ({@link #rows}) break them at
 * {@code \n} only, so that each line's byte offset is exact.
 */
public final class BoundedLines implements Closeable {
    /** What a line may hold beyond six bytes per chain character: 16 MiB. */
    public static final long HEADROOM_BYTES = 16L << 20;
    /** The bound under the default chain limit of 100,000 characters (the records' DEFAULT_MAX_CHAIN_CHARS). */
    public static final long DEFAULT_MAX_LINE_BYTES = forChainLimit(100_000);

    private static final int BUFFER = 1 << 16;

    private final Path file;
    private final InputStream in;
    private final long maxLineBytes;
    private final boolean carriageReturnBreaks;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final byte[] buf = new byte[BUFFER];
    private int pos;
    private int end;
    /** Stream offset of {@code buf[0]}. */
    private long base;
    private boolean eof;
    private boolean skipLineFeed;
    private byte[] line = new byte[256];
    private int length;
    private int number;
    private long start;
    private boolean terminated;

    private BoundedLines(Path file, InputStream in, long maxLineBytes, boolean carriageReturnBreaks) {
        if (maxLineBytes < 1) {
            throw new IllegalArgumentException("maxLineBytes must be positive, got " + maxLineBytes);
        }
        this.file = file;
        this.in = in;
        this.maxLineBytes = maxLineBytes;
        this.carriageReturnBreaks = carriageReturnBreaks;
    }

    /**
     * @param maxChainChars the chain limit, in characters
     * @return the longest line georc reads under that limit, in bytes (at most what one array holds)
     */
    public static long forChainLimit(int maxChainChars) {
        return Math.min(6L * Math.max(0, maxChainChars) + HEADROOM_BYTES, Integer.MAX_VALUE - 64L);
    }

    /**
     * Opens a text input: {@value JsonLines#STDIN} is standard input (read once, never closed),
     * anything else a file.
     *
     * @param file         the input
     * @param maxLineBytes the longest line accepted, in bytes
     * @return the reader; close it when done
     * @throws IOException when the file cannot be opened
     */
    public static BoundedLines open(Path file, long maxLineBytes) throws IOException {
        InputStream in = file.toString().equals(JsonLines.STDIN) ? new FilterInputStream(System.in) {
            @Override
            public void close() {
                // standard input belongs to the process
            }
        } : Files.newInputStream(file);
        return new BoundedLines(file, in, maxLineBytes, true);
    }

    /**
     * Reads a stream of text lines.
     *
     * @param file         the input's name, for messages (may be null)
     * @param in           the bytes; closed with this reader
     * @param maxLineBytes the longest line accepted, in bytes
     * @return the reader
     */
    public static BoundedLines text(Path file, InputStream in, long maxLineBytes) {
        return new BoundedLines(file, in, maxLineBytes, true);
    }

    /**
     * Reads the rows of a resumable output: lines end at {@code \n} only, and each line's byte
     * offset ({@link #start()}) is exact.
     *
     * @param file         the output, for messages
     * @param in           its bytes, from the start; closed with this reader
     * @param maxLineBytes the longest line accepted, in bytes
     * @return the reader
     */
    public static BoundedLines rows(Path file, InputStream in, long maxLineBytes) {
        return new BoundedLines(file, in, maxLineBytes, false);
    }

    /**
     * Reads the next line's bytes ({@link #bytes()}, {@link #length()}).
     *
     * @return false at the end of the input
     * @throws IOException            when the input cannot be read
     * @throws InvalidInputException  when the line is longer than the bound
     */
    public boolean advance() throws IOException {
        length = 0;
        start = -1;
        while (true) {
            if (pos == end) {
                if (!fill()) {
                    break;
                }
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            if (start < 0) {
                start = base + pos;
            }
            int i = pos;
            while (i < end && buf[i] != '\n' && (!carriageReturnBreaks || buf[i] != '\r')) {
                i++;
            }
            append(pos, i);
            if (i < end) {
                skipLineFeed = buf[i] == '\r';
                pos = i + 1;
                number++;
                terminated = true;
                return true;
            }
            pos = end;
        }
        if (start < 0) {
            return false;
        }
        number++;
        terminated = false;
        return true;
    }

    /**
     * Reads the next line as text.
     *
     * @return the line without its line break, or null at the end of the input
     * @throws IOException           when the input cannot be read
     * @throws InvalidInputException when the line is too long or not UTF-8
     */
    public String next() throws IOException {
        return advance() ? text() : null;
    }

    /**
     * @return the current line decoded strictly as UTF-8 (a byte-order mark opening line 1 dropped)
     * @throws InvalidInputException naming the line when it is not UTF-8
     */
    public String text() {
        String s;
        if (ascii()) {
            s = new String(line, 0, length, StandardCharsets.ISO_8859_1);
        } else {
            try {
                decoder.reset();
                s = decoder.decode(ByteBuffer.wrap(line, 0, length)).toString();
            } catch (CharacterCodingException e) {
                throw new InvalidInputException(file, number, null, "not valid UTF-8", e);
            }
        }
        return number == 1 && s.startsWith("\uFEFF") ? s.substring(1) : s;
    }

    private boolean ascii() {
        for (int i = 0; i < length; i++) {
            if (line[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** @return the current line's bytes (valid up to {@link #length()}; reused by the next line) */
    public byte[] bytes() {
        return line;
    }

    /** @return the current line's length in bytes, without its line break */
    public int length() {
        return length;
    }

    /** @return the current line's 1-based number */
    public int lineNumber() {
        return number;
    }

    /** @return the byte offset where the current line starts */
    public long start() {
        return start;
    }

    /** @return whether the current line ended with a line break (false only for a last line without one) */
    public boolean terminated() {
        return terminated;
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        base += end;
        pos = 0;
        end = 0;
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            return false;
        }
        end = n;
        return true;
    }

    private void append(int from, int to) {
        int n = to - from;
        if (n == 0) {
            return;
        }
        if (length + (long) n > maxLineBytes) {
            throw tooLong();
        }
        if (length + n > line.length) {
            long grown = Math.max(length + (long) n, Math.min(maxLineBytes, 2L * line.length));
            line = java.util.Arrays.copyOf(line, (int) Math.min(grown, Integer.MAX_VALUE - 16));
        }
        System.arraycopy(buf, from, line, length, n);
        length += n;
    }

    private InvalidInputException tooLong() {
        return new InvalidInputException(file, number + 1, null, "this line runs past " + size(maxLineBytes)
                + " without a line break, the most georc reads as one line (the bound follows the chain limit, "
                + "`maxChainChars`: six bytes per character plus "
                + size(HEADROOM_BYTES) + "); is this a JSON Lines or text file?", null);
    }

    /**
     * @param bytes a size
     * @return it in MiB with one decimal, or in bytes below 1 MiB
     */
    static String size(long bytes) {
        return bytes < (1L << 20) ? bytes + " bytes" : String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /**
     * Every line of a text file, blank ones included (line {@code k} is element {@code k - 1}),
     * each at most {@link #DEFAULT_MAX_LINE_BYTES}.
     *
     * @param file UTF-8 text ({@code -}: standard input)
     * @return its lines as written, without line breaks (a leading byte-order mark dropped)
     * @throws InvalidInputException when the file is missing, unreadable, not UTF-8 or has a line over
     *                               the bound
     */
    public static java.util.List<String> lines(Path file) {
        java.util.List<String> out = new java.util.ArrayList<>();
        try (BoundedLines r = open(file, DEFAULT_MAX_LINE_BYTES)) {
            String line;
            while ((line = r.next()) != null) {
                out.add(line);
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException(file, 0, null, "file not found", e);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + org.georc.core.IoErrors.describe(e), e);
        }
        return out;
    }

    /**
     * A whole text file as written (carriage returns included), read line by line so that each
     * line is bounded: a file without line breaks costs the bound, never the heap.
     *
     * @param file         UTF-8 text
     * @param maxLineBytes the longest line accepted ({@link #forChainLimit})
     * @return its text, without a leading byte-order mark
     * @throws InvalidInputException naming the file (and line) when it cannot be read, is not UTF-8
     *                               or has a line over the bound
     */
    public static String text(Path file, long maxLineBytes) {
        StringBuilder text = new StringBuilder();
        try (BoundedLines lines = rows(file, Files.newInputStream(file), maxLineBytes)) {
            while (lines.advance()) {
                text.append(lines.text());
                if (lines.terminated()) {
                    text.append('\n');
                }
            }
            return text.toString();
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException(file, 0, null, "file not found", e);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + org.georc.core.IoErrors.describe(e), e);
        }
    }
}
