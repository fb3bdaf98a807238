/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $String = $util.global.String, $Boolean = $util.global.Boolean, $Number = $util.global.Number, $Array = $util.global.Array, $isFinite = $util.global.isFinite;

const $root = $protobuf.roots["primitives"] || ($protobuf.roots["primitives"] = {});

export const bench = $root.bench = (() => {

    const bench = {};

    bench.primitives = (function() {

        const primitives = {};

        primitives.Primitives = (function() {

            const Primitives = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Primitives.prototype.text = "";
            Primitives.prototype.flag = false;
            Primitives.prototype.count = 0;
            Primitives.prototype.total = 0;
            Primitives.prototype.ratio = 0;
            Primitives.prototype.precise = 0;
            Primitives.prototype.blob = $util.newBuffer([]);
            Primitives.prototype.level = 0;
            Primitives.prototype.temperature = 0;

            Primitives.create = function(properties) {
                return new Primitives(properties);
            };

            Primitives.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.text != null && $Object.hasOwnProperty.call(message, "text") && message.text !== "")
                    writer.uint32(10).string(message.text);
                if (message.flag != null && $Object.hasOwnProperty.call(message, "flag") && message.flag !== false)
                    writer.uint32(16).bool(message.flag);
                if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                    writer.uint32(24).sint32(message.count);
                if (message.total != null && $Object.hasOwnProperty.call(message, "total") && message.total !== 0)
                    writer.uint32(32).uint32(message.total);
                if (message.ratio != null && $Object.hasOwnProperty.call(message, "ratio") && !$Object.is(message.ratio, 0))
                    writer.uint32(45).float(message.ratio);
                if (message.precise != null && $Object.hasOwnProperty.call(message, "precise") && !$Object.is(message.precise, 0))
                    writer.uint32(49).double(message.precise);
                if (message.blob != null && $Object.hasOwnProperty.call(message, "blob") && message.blob.length)
                    writer.uint32(58).bytes(message.blob);
                if (message.level != null && $Object.hasOwnProperty.call(message, "level") && message.level !== 0)
                    writer.uint32(64).sint32(message.level);
                if (message.temperature != null && $Object.hasOwnProperty.call(message, "temperature") && !$Object.is(message.temperature, 0))
                    writer.uint32(77).float(message.temperature);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Primitives.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Primitives.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.primitives.Primitives();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.text = value;
                            else
                                delete message.text;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.flag = value;
                            else
                                delete message.flag;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.sint32())
                                message.count = value;
                            else
                                delete message.count;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.total = value;
                            else
                                delete message.total;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.ratio = value;
                            else
                                delete message.ratio;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.precise = value;
                            else
                                delete message.precise;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.bytes()).length)
                                message.blob = value;
                            else
                                delete message.blob;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.sint32())
                                message.level = value;
                            else
                                delete message.level;
                            continue;
                        }
                    case 9: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.temperature = value;
                            else
                                delete message.temperature;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Primitives.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Primitives.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                    if (!$util.isString(message.text))
                        return "text: string expected";
                if (message.flag != null && $Object.hasOwnProperty.call(message, "flag"))
                    if (typeof message.flag !== "boolean")
                        return "flag: boolean expected";
                if (message.count != null && $Object.hasOwnProperty.call(message, "count"))
                    if (!$util.isInteger(message.count))
                        return "count: integer expected";
                if (message.total != null && $Object.hasOwnProperty.call(message, "total"))
                    if (!$util.isInteger(message.total))
                        return "total: integer expected";
                if (message.ratio != null && $Object.hasOwnProperty.call(message, "ratio"))
                    if (typeof message.ratio !== "number")
                        return "ratio: number expected";
                if (message.precise != null && $Object.hasOwnProperty.call(message, "precise"))
                    if (typeof message.precise !== "number")
                        return "precise: number expected";
                if (message.blob != null && $Object.hasOwnProperty.call(message, "blob"))
                    if (!(message.blob && typeof message.blob.length === "number" || $util.isString(message.blob)))
                        return "blob: buffer expected";
                if (message.level != null && $Object.hasOwnProperty.call(message, "level"))
                    if (!$util.isInteger(message.level))
                        return "level: integer expected";
                if (message.temperature != null && $Object.hasOwnProperty.call(message, "temperature"))
                    if (typeof message.temperature !== "number")
                        return "temperature: number expected";
                return null;
            };

            Primitives.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.primitives.Primitives)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.primitives.Primitives: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.primitives.Primitives();
                if (object.text != null)
                    if (typeof object.text !== "string" || object.text.length)
                        message.text = $String(object.text);
                if (object.flag != null)
                    if (object.flag)
                        message.flag = $Boolean(object.flag);
                if (object.count != null)
                    if ($Number(object.count) !== 0)
                        message.count = object.count | 0;
                if (object.total != null)
                    if ($Number(object.total) !== 0)
                        message.total = object.total >>> 0;
                if (object.ratio != null)
                    if (!$Object.is($Number(object.ratio), 0))
                        message.ratio = $Number(object.ratio);
                if (object.precise != null)
                    if (!$Object.is($Number(object.precise), 0))
                        message.precise = $Number(object.precise);
                if (object.blob != null)
                    if (object.blob.length)
                        if (typeof object.blob === "string")
                            $util.base64.decode(object.blob, message.blob = $util.newBuffer($util.base64.length(object.blob)), 0);
                        else if (object.blob.length >= 0)
                            message.blob = object.blob;
                if (object.level != null)
                    if ($Number(object.level) !== 0)
                        message.level = object.level | 0;
                if (object.temperature != null)
                    if (!$Object.is($Number(object.temperature), 0))
                        message.temperature = $Number(object.temperature);
                return message;
            };

            Primitives.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.text = "";
                    object.flag = false;
                    object.count = 0;
                    object.total = 0;
                    object.ratio = 0;
                    object.precise = 0;
                    if (options.bytes === $String)
                        object.blob = "";
                    else {
                        object.blob = [];
                        if (options.bytes !== $Array)
                            object.blob = $util.newBuffer(object.blob);
                    }
                    object.level = 0;
                    object.temperature = 0;
                }
                if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                    object.text = message.text;
                if (message.flag != null && $Object.hasOwnProperty.call(message, "flag"))
                    object.flag = message.flag;
                if (message.count != null && $Object.hasOwnProperty.call(message, "count"))
                    object.count = message.count;
                if (message.total != null && $Object.hasOwnProperty.call(message, "total"))
                    object.total = message.total;
                if (message.ratio != null && $Object.hasOwnProperty.call(message, "ratio"))
                    object.ratio = options.json && !$isFinite(message.ratio) ? $String(message.ratio) : message.ratio;
                if (message.precise != null && $Object.hasOwnProperty.call(message, "precise"))
                    object.precise = options.json && !$isFinite(message.precise) ? $String(message.precise) : message.precise;
                if (message.blob != null && $Object.hasOwnProperty.call(message, "blob"))
                    object.blob = options.bytes === $String ? $util.base64.encode(message.blob, 0, message.blob.length) : options.bytes === $Array ? $Array.prototype.slice.call(message.blob) : message.blob;
                if (message.level != null && $Object.hasOwnProperty.call(message, "level"))
                    object.level = message.level;
                if (message.temperature != null && $Object.hasOwnProperty.call(message, "temperature"))
                    object.temperature = options.json && !$isFinite(message.temperature) ? $String(message.temperature) : message.temperature;
                return object;
            };

            Primitives.prototype.toJSON = function() {
                return Primitives.toObject(this, $protobuf.util.toJSONOptions);
            };

            Primitives.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.primitives.Primitives";
            };

            return Primitives;
        })();

        return primitives;
    })();

    return bench;
})();

export {
  $root as default
};
